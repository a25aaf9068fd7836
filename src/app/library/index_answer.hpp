// An index file's answer, for the owners that fetch one (Library: index.json; RushMoves: the moves
// index): its text read by the owner's read_index, or the fetch's error kept as the index's state.
#pragma once

#include <string>
#include <string_view>

namespace boxcar::app {

template <class Owner>
void take_index_answer(Owner& owner, std::string_view text, const std::string& error) {
    if (!error.empty()) {
        owner.index_state = Owner::IndexState::Failed;
        owner.index_error = error;
    } else {
        owner.read_index(text);
    }
}

}  // namespace boxcar::app
