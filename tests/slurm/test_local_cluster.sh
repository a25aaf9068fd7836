#!/usr/bin/env bash
# A one-node Slurm cluster on this machine, for CI: starts its own munged and slurmctld + slurmd (Debian's
# slurm-wlm and munge) from a configuration written here, submits the sharded runs of scripts/slurm/ to it and
# checks their merged outputs against single-process runs:
#   1. `boxcar bench` of Microban levels 1-20: a 4-task array and the dependent merge job; the merged table
#      must equal the single run's on every deterministic field (same_results.py bench);
#   2. a lost bench shard: merge names it; `submit.sh --only 3` re-runs it alone and the merge job completes;
#   3. `boxcar rush enumerate --size 5 --walls 0`: the same with 4 shards; the same puzzle lines.
#
#   tests/slurm/test_local_cluster.sh BOXCAR_BINARY
#
# Prints one "slurm check NAME: ok|FAILED" line per check and ends with "slurm: P passed, F failed", or with
# "slurm: skipped: REASON" where this machine cannot run a cluster (not root, packages missing).
# Shares the machine with other runs: free ports, its own munged (socket, key, pid file) and scratch folder;
# whatever happens (trap), it cancels its jobs and stops exactly the daemons it started, by PID.
# Environment: SLURM_TEST_WAIT (seconds to wait for each run, default 120), SLURM_TEST_KEEP=1 keeps the folder.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
wait_limit=${SLURM_TEST_WAIT:-120}
microban="$root/../shared/levels/sokoban/Microban.xsb"

skip() { echo "slurm: skipped: $*"; exit 0; }
[[ $# -eq 1 && -x $1 ]] || { echo "usage: $0 BOXCAR_BINARY" >&2; exit 2; }
boxcar="$(realpath "$1")"
[[ $(id -u) -eq 0 ]] || skip "needs root (slurmd starts the jobs' processes as their users, munged and slurmd as root)"
for tool in munged mungekey slurmctld slurmd sbatch squeue scontrol sinfo scancel python3; do
  command -v "$tool" >/dev/null || skip "'$tool' not found: install Debian's slurm-wlm and munge (./dev.sh setup does)"
done
[[ -r $microban ]] || skip "no $microban (the shared level sets sit beside the clone)"
host="$(hostname -s)"
getent hosts "$host" >/dev/null || skip "the host name '$host' does not resolve (slurmd registers under it)"

scratch="$(mktemp -d /tmp/boxcar-slurm.XXXXXX)"
chmod 700 "$scratch"
pids=()
passed=0 failed=0

log_tails() {
  for f in "$scratch"/*.log; do
    [[ -f $f ]] || continue
    echo "--- last lines of $(basename "$f")"
    tail -n 15 "$f"
  done
}

cleanup() {
  local status=$?
  if [[ -f $scratch/slurm.conf ]]; then
    # Our cluster's jobs only (SLURM_CONF points to it); their processes end with them.
    scancel --quiet --full "--name=boxcar-bench,boxcar-enumerate,boxcar-merge" 2>/dev/null || true
    for _ in $(seq 20); do
      [[ -z $(squeue -h -o %i 2>/dev/null) ]] && break
      sleep 0.5
    done
  fi
  local pid
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null; done
  for pid in "${pids[@]}"; do
    for _ in $(seq 20); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.25
    done
    kill -KILL "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
  done
  if [[ ${SLURM_TEST_KEEP:-0} == 1 ]]; then
    echo "slurm: kept $scratch"
  else
    rm -rf "$scratch"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

check() {  # check NAME CMD...: runs a check, prints ok/FAILED, counts it
  local name=$1 start=$SECONDS
  shift
  if "$@"; then
    echo "slurm check $name: ok ($((SECONDS - start)) s)"
    passed=$((passed + 1))
  else
    echo "slurm check $name: FAILED ($((SECONDS - start)) s)"
    failed=$((failed + 1))
    log_tails
  fi
}

# Two free TCP ports (the kernel picks them; another run cannot get the same ones while both are bound).
read -r ctld_port slurmd_port < <(python3 -c '
import socket
a, b = socket.socket(), socket.socket()
a.bind(("", 0)); b.bind(("", 0))
print(a.getsockname()[1], b.getsockname()[1])')

start_cluster() {
  mkdir -p "$scratch/state" "$scratch/spool" "$scratch/munge"
  chmod 700 "$scratch/munge"
  mungekey --create --keyfile="$scratch/munge/munge.key" >/dev/null 2>&1 ||
    { echo "mungekey failed"; return 1; }
  munged --foreground --force --socket="$scratch/munge/munge.socket" --key-file="$scratch/munge/munge.key" \
    --pid-file="$scratch/munge/munged.pid" --log-file="$scratch/munged.log" --seed-file="$scratch/munge/munged.seed" \
    >/dev/null 2>&1 &   # it logs to munged.log as well
  pids+=($!)
  cat > "$scratch/slurm.conf" <<EOF
ClusterName=boxcarci
SlurmctldHost=$host
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$scratch/munge/munge.socket
CredType=cred/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SwitchType=switch/none
MpiDefault=none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
StateSaveLocation=$scratch/state
SlurmdSpoolDir=$scratch/spool
SlurmctldPidFile=$scratch/slurmctld.pid
SlurmdPidFile=$scratch/slurmd.pid
SlurmctldLogFile=$scratch/slurmctld.log
SlurmdLogFile=$scratch/slurmd.log
ReturnToService=2
MinJobAge=600
MailProg=/bin/true
NodeName=$host CPUs=$(nproc) State=UNKNOWN
PartitionName=ci Nodes=$host Default=YES MaxTime=10 State=UP
EOF
  export SLURM_CONF="$scratch/slurm.conf"
  for _ in $(seq 20); do  # munged makes its socket once it is ready
    [[ -S $scratch/munge/munge.socket ]] && break
    sleep 0.25
  done
  slurmctld -D -c -f "$SLURM_CONF" >>"$scratch/slurmctld.log" 2>&1 &
  pids+=($!)
  slurmd -D -f "$SLURM_CONF" >>"$scratch/slurmd.log" 2>&1 &
  pids+=($!)
  local state=""
  for _ in $(seq 60); do
    state="$(sinfo -h -N -o %t 2>/dev/null | head -n1)"
    [[ $state == idle ]] && return 0
    sleep 0.5
  done
  echo "the node did not become idle within 30 s (state: '${state:-no answer}')"
  return 1
}

# Waits for a job to end; true when it COMPLETED (exit 0).
wait_job() {  # wait_job JOBID
  local job=$1 state="" deadline=$((SECONDS + wait_limit))
  while ((SECONDS < deadline)); do
    state="$(scontrol show job "$job" 2>/dev/null | sed -nE 's/.*JobState=([A-Z_]+).*/\1/p' | head -n1)"
    case $state in
      COMPLETED) return 0 ;;
      FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY | BOOT_FAIL | DEADLINE)
        echo "job $job ended $state"
        return 1 ;;
    esac
    sleep 1
  done
  echo "job $job did not end within $wait_limit s (state: ${state:-unknown})"
  return 1
}

# Submits with scripts/slurm/submit.sh, waits for the merge job, compares with the single run.
sharded_run() {  # sharded_run NAME COMPARE_KIND SINGLE_OUTPUT MERGED_OUTPUT SUBMIT_ARGS...
  local name=$1 kind=$2 single=$3 merged=$4
  shift 4
  local line merge_job start=$SECONDS
  line="$("$root/scripts/slurm/submit.sh" "$@" --task-time 5)" || { echo "submit.sh failed: $line"; return 1; }
  echo "$name: $line"
  merge_job="$(sed -nE 's/.*merge job ([0-9]+).*/\1/p' <<<"$line")"
  wait_job "$merge_job" || { cat "$(dirname "$merged")"/logs/*.out 2>/dev/null | tail -n 20; return 1; }
  echo "$name: array and merge done in $((SECONDS - start)) s"
  python3 "$here/same_results.py" "$kind" "$single" "$merged"
}

bench_check() {
  "$boxcar" bench "$microban" --levels 1-20 --time-limit 10 --cpu-time --out "$scratch/single_bench.md" 2>/dev/null ||
    { echo "the single bench run failed"; return 1; }
  sharded_run bench bench "$scratch/single_bench.md" "$scratch/bench/merged.md" \
    bench --shards 4 --out "$scratch/bench" --limit 10 --extra "--levels 1-20" --boxcar "$boxcar" "$microban"
}

# A lost shard: merge names it; submit.sh --only re-runs it alone, and the new merge job completes.
rerun_check() {
  local out="$scratch/bench" line merge_job
  rm -f "$out/shard_3.md" "$out/merged.md"
  local msg
  msg="$("$boxcar" merge "$out"/shard_*.md 2>&1 >/dev/null)" && { echo "merge accepted 3 of 4 shards"; return 1; }
  grep -q "shard 3/4 is missing" <<<"$msg" || { echo "merge did not name shard 3/4: $msg"; return 1; }
  line="$("$root/scripts/slurm/submit.sh" bench --shards 4 --only 3 --out "$out" --limit 10 --extra "--levels 1-20" \
    --boxcar "$boxcar" --task-time 5 "$microban")" || { echo "submit.sh failed: $line"; return 1; }
  echo "rerun: $line"
  merge_job="$(sed -nE 's/.*merge job ([0-9]+).*/\1/p' <<<"$line")"
  wait_job "$merge_job" || return 1
  python3 "$here/same_results.py" bench "$scratch/single_bench.md" "$out/merged.md"
}

enumerate_check() {
  "$boxcar" rush enumerate --size 5 --walls 0 --threads 1 --out "$scratch/single_enum.txt" 2>/dev/null ||
    { echo "the single enumeration failed"; return 1; }
  sharded_run enumerate lines "$scratch/single_enum.txt" "$scratch/enum/merged.txt" \
    enumerate --shards 4 --out "$scratch/enum" --size 5 --walls 0 --boxcar "$boxcar"
}

stage_start=$SECONDS
check cluster-up start_cluster
if [[ $failed -eq 0 ]]; then
  check bench-microban-1-20 bench_check
  check rerun-lost-shard rerun_check
  check enumerate-5x5 enumerate_check
fi
echo "slurm: the stage took $((SECONDS - stage_start)) s"
echo "slurm: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
