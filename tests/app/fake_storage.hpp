// Test helper of the app suites: a map standing in for the page's localStorage (RecordsBook::storage_read
// and storage_write; writing "" removes a key, as the page does).
#pragma once
#include "app/app_model.hpp"

#include <map>
#include <string>

namespace boxcar::app::test {

struct Storage {
    std::map<std::string, std::string> keys;
    void attach(AppModel& m) { attach(m.records); }
    void attach(RecordsBook& records) {
        records.storage_read = [this](const std::string& k) { return keys.count(k) ? keys[k] : std::string(); };
        records.storage_write = [this](const std::string& k, const std::string& v) {
            if (v.empty()) keys.erase(k);
            else keys[k] = v;
        };
    }
};

}  // namespace boxcar::app::test
