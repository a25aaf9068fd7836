# The app's sources, a folder per feature (src/app/<feature>/), each holding its model and its views:
#   BOXCAR_APP_MODEL_SOURCES  the UI-free app model and the window.boxcar dispatcher: boxcar_app_model
#                             (no ImGui; the native tests and the fuzz build link it)
#   BOXCAR_VIEW_SOURCES       the ImGui views: the page's boxcar_ui and the native boxcar_views
# Included by the top-level CMakeLists.txt and by tests/fuzz/CMakeLists.txt. Every .cpp under src/app is
# in one of the two lists: configuring stops when one is missing, so a new file is not left out unseen.
set(boxcar_app_dir ${CMAKE_CURRENT_LIST_DIR})

set(BOXCAR_APP_MODEL_SOURCES)
foreach(file
    app_model.cpp
    board/board_zoom.cpp
    api/api.cpp api/api_compare.cpp api/api_lecture.cpp api/api_rush_moves.cpp api/api_sharing.cpp
    api/state_json.cpp
    api/search_watch_json.cpp api/search_race_json.cpp
    compare/compare.cpp
    editor/level_editor.cpp editor/rush_count.cpp editor/rush_editor.cpp
    hint/hint.cpp hint/hints.cpp
    lecture/lecture.cpp lecture/overlays.cpp lecture/rush_agent_demo.cpp lecture/search_watch.cpp lecture/search_race.cpp
    lecture/watch_pseudocode.cpp lecture/watch_quiz.cpp lecture/watch_playback.cpp
    library/library.cpp library/rush_moves.cpp
    play/board_gesture.cpp play/looks.cpp play/play_animation.cpp play/play_assist.cpp play/play_session.cpp
    play/rush_session.cpp play/solution_replay.cpp
    records/record_ids.cpp records/records.cpp records/records_book.cpp records/records_file.cpp
    records/records_transfer.cpp records/solution_check.cpp
    share/paste.cpp share/share_link.cpp share/sharing.cpp
    solve/solve_client.cpp solve/worker_requests.cpp)
  list(APPEND BOXCAR_APP_MODEL_SOURCES ${boxcar_app_dir}/${file})
endforeach()
# (+ the built-in levels, generated from builtin_levels.cpp.in by the including CMakeLists.)

set(BOXCAR_VIEW_SOURCES)
foreach(file
    board/board_fit.cpp board/board_gestures.cpp board/board_pieces.cpp
    compare/compare_panel.cpp
    editor/editor_bars.cpp editor/editor_pointer.cpp editor/rush_editor_view.cpp
    editor/sokoban_editor_view.cpp
    frame/action_bar.cpp frame/drawer.cpp frame/first_visit.cpp frame/frame_layout.cpp frame/keyboard.cpp
    frame/message_strip.cpp frame/top_bar.cpp frame/view_section.cpp
    hint/hint_view.cpp
    lecture/overlay_draw.cpp lecture/presentation.cpp lecture/presenter_panel.cpp lecture/rush_agent_panel.cpp
    lecture/watch_panel.cpp lecture/search_views.cpp lecture/race_panel.cpp
    library/level_panel.cpp library/library_footer.cpp library/library_view.cpp library/rush_moves_view.cpp
    library/thumbnail.cpp
    play/board_view.cpp play/playback_transport.cpp play/play_status.cpp play/play_style.cpp play/rush_board_view.cpp
    solve/solver_panel.cpp
    widgets/control_registry.cpp widgets/drag_scroll.cpp widgets/fonts.cpp widgets/text_field.cpp
    widgets/text_fit.cpp)
  list(APPEND BOXCAR_VIEW_SOURCES ${boxcar_app_dir}/${file})
endforeach()

file(GLOB_RECURSE boxcar_app_all_sources CONFIGURE_DEPENDS ${boxcar_app_dir}/*.cpp)
foreach(file IN LISTS boxcar_app_all_sources)
  if(NOT file IN_LIST BOXCAR_APP_MODEL_SOURCES AND NOT file IN_LIST BOXCAR_VIEW_SOURCES)
    message(FATAL_ERROR "${file} is in neither list of src/app/sources.cmake: add it to the model's or the views'")
  endif()
endforeach()
