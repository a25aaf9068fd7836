// Hints from the position on screen (the model of one: hint.hpp): the next box push (Sokoban: the solver
// worker within a short time limit; a lost position answers at once, from the live deadlock check) or the
// next optimal slide (Rush Hour: the worker's breadth-first search), said on the message line. Every
// answer is replayed by the rules before it is shown. "Solve from here" asks the same, then has the
// AppModel load the rest into playback and play it (AppModel::request_hint).
#pragma once
#include "app/message_line.hpp"
#include "app/hint/hint.hpp"
#include "app/play/play_assist.hpp"
#include "app/play/play_session.hpp"
#include "app/solve/solve_client.hpp"
#include "protocol/worker_event.hpp"

namespace boxcar::app {

class Hints {
public:
    Hints(PlaySession& play, PlayAssist& assist, SolveClient& solve, MessageLine& message)
        : play_(play), assist_(assist), solve_(solve), message_(message) {}

    // What request() did.
    enum class Asked {
        Nothing,   // refused, or the position is lost (the message line says why)
        Shown,     // the answer for this position was known already and is shown again
        Started,   // the worker is asked
        PlayRest,  // "solve from here" with the answer known: the rest is to be played now
    };
    Asked request(bool from_here, double time_limit_s = kHintTimeLimitS);
    // A worker event of the hint's request; true when it brought a "solve from here" answer to play now.
    bool on_event(const protocol::WorkerEvent& event);
    void cancel();  // stops the running request (the caller says so on the message line)

    const Hint& hint() const { return hint_; }
    bool running() const { return hint_.status == Hint::Status::Running; }
    int request_id() const { return hint_.request_id; }
    bool on_screen() const;  // a found hint for the position on screen (the board draws it)
    bool can_hint() const;   // a level not yet solved, and the solver free
    bool is_current() const;  // the hint is for the level and position on screen

private:
    void accept_rush_answer(const protocol::SolveAnswer& answer);
    void announce();

    PlaySession& play_;
    PlayAssist& assist_;
    SolveClient& solve_;
    MessageLine& message_;
    Hint hint_;
};

}  // namespace boxcar::app
