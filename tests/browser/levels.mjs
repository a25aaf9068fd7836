// Levels the browser tests open by text.

// XSokoban level 1: 19 squares wide, 11 tall; the player at (11, 8). On a phone it is drawn turned.
export const XSOKOBAN_1 = [
  '    #####',
  '    #   #',
  '    #$  #',
  '  ###  $##',
  '  #  $ $ #',
  '### # ## #   ######',
  '#   # ## #####  ..#',
  '# $  $          ..#',
  '##### ### #@##  ..#',
  '    #     #########',
  '    #######',
].join('\n');
