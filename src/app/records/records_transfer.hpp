// Records files in and out of the record (records_file.hpp, docs/RECORDS.md): every best solution and
// pasted collection as one JSON file, or the Sokoban solutions as XSB with Solution sections. An import
// keeps every level whose solutions replay (a better one than the record's becomes the best) and the
// pasted collections, and says on the message line what it kept and what it refused and why; a file
// refused as a whole changes nothing.
#pragma once
#include "app/message_line.hpp"
#include "app/records/records_book.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace boxcar::app {

struct RecordsExport {
    bool ok = false;
    std::string text, filename, error;
    int levels = 0, left_out = 0;
};
RecordsExport export_records(RecordsBook& book, MessageLine& message, std::string_view form);  // "json" or "xsb"

struct RecordsImportSummary {
    bool ok = false;  // something was kept
    int levels = 0, solutions = 0, improved = 0, collections = 0;
    std::vector<std::string> refused;
    std::string error;  // the whole file refused
};
RecordsImportSummary import_records(RecordsBook& book, MessageLine& message, std::string_view text);

}  // namespace boxcar::app
