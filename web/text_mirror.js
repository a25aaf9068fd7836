// The page's editor for the UI's text fields (BoxcarTextMirror). The UI draws its fields on the canvas
// (src/app/widgets/text_field.hpp), where a phone shows no keyboard and no paste menu and where ImGui 1.86 drops
// Ctrl+V. So when a person clicks or taps a field, a real <textarea> (or <input> for a one-line field, an
// <input inputmode=numeric> for a whole number) is laid over it with the field's text and focused: typing,
// pasting, selecting and the phone's keyboard are the browser's own. Every edit is written back to the field (boxcar_text_field_set); the editor closes
// when focus leaves it (a click elsewhere, Escape, Enter in a one-line field) or the field is not drawn.
// The UI module sends the fields it drew, with their rectangles, after each frame (text_mirror.cpp).
/* global Module, BoxcarPage */
/* exported BoxcarTextMirror */
const BoxcarTextMirror = (() => {
  let fields = [];   // [{id, rect:[x, y, w, h], multiline, numeric}] in CSS pixels of the canvas
  let look = {};     // {background, color, border, font_px}
  let open = null;   // {field, element, value}
  let editors = null;
  // ImGui sizes a font by its pixel height (ascent + descent), CSS by its em: for Open Sans one em is
  // 1/1.362 of that height.
  const FONT_EM_PER_PIXEL_HEIGHT = 1 / 1.362;

  function canvas() { return document.getElementById('canvas'); }

  function makeEditors() {
    if (editors) return editors;
    const area = document.createElement('textarea');
    const line = document.createElement('input');
    line.type = 'text';
    // A whole number: a text input (a number input has no selection range) asking for the digit keyboard.
    const number = document.createElement('input');
    number.type = 'text';
    number.inputMode = 'numeric';
    number.pattern = '-?[0-9]*';
    for (const element of [area, line, number]) {
      element.className = 'text-mirror';
      element.hidden = true;
      element.spellcheck = false;
      element.autocomplete = 'off';
      element.setAttribute('autocapitalize', 'off');
      element.setAttribute('aria-label', 'Text field');
      // Keys typed here are the editor's: SDL (listening on window) would take them for the board and
      // cancel the browser's editing of Backspace, arrows and Tab.
      for (const type of ['keydown', 'keyup', 'keypress']) {
        element.addEventListener(type, (event) => {
          event.stopPropagation();
          if (type !== 'keydown') return;
          if (event.key === 'Escape' || (event.key === 'Enter' && element !== area)) {
            event.preventDefault();
            element.blur();
          }
        });
      }
      element.addEventListener('paste', (event) => {
        const text = event.clipboardData && event.clipboardData.getData('text/plain');
        if (text && !BoxcarPage.fitsPageText(text, 'The pasted text')) event.preventDefault();
      });
      element.addEventListener('input', () => write(element));
      element.addEventListener('blur', () => close(element));
      document.body.appendChild(element);
    }
    editors = { area, line, number };
    return editors;
  }

  // Sends the editor's text to its field; text over the page's limit is refused and taken back.
  function write(element) {
    if (!open || open.element !== element) return;
    if (!BoxcarPage.fitsPageText(element.value, 'The text')) {
      element.value = open.value;
      return;
    }
    open.value = element.value;
    BoxcarPage.withHeapString(element.value, (ptr) => Module._boxcar_text_field_set(open.field.id, ptr));
  }

  function close(element) {
    if (!open || (element && open.element !== element)) return;
    const { element: editor } = open;
    open = null;
    editor.hidden = true;
    Module._boxcar_text_field_outside(0);
    if (document.activeElement === editor) editor.blur();
  }

  function place(element, field) {
    const box = canvas().getBoundingClientRect();
    const [x, y, w, h] = field.rect;
    Object.assign(element.style, {
      left: `${box.left + x}px`, top: `${box.top + y}px`, width: `${w}px`, height: `${h}px`,
      background: look.background || '#2a2d38', color: look.color || '#eee',
      borderColor: look.border || '#4296fa', fontSize: `${(look.font_px || 17) * FONT_EM_PER_PIXEL_HEIGHT}px`,
    });
  }

  function fieldAt(clientX, clientY) {
    const box = canvas().getBoundingClientRect();
    const x = clientX - box.left;
    const y = clientY - box.top;
    return fields.find((f) => x >= f.rect[0] && x < f.rect[0] + f.rect[2] && y >= f.rect[1] && y < f.rect[1] + f.rect[3]);
  }

  function openField(field) {
    const { area, line, number } = makeEditors();
    const element = field.multiline ? area : field.numeric ? number : line;
    if (open && open.element !== element) close();
    const value = Module.ccall('boxcar_text_field_get', 'string', ['number'], [field.id]);
    open = { field, element, value };
    Module._boxcar_text_field_outside(field.id);
    element.value = value;
    place(element, field);
    element.hidden = false;
    element.focus({ preventScroll: true });
    element.setSelectionRange(value.length, value.length);
  }

  // Presses on the canvas. A mouse press on a field opens the editor there at once and is kept from SDL
  // (so ImGui does not start its own editing); a mouse press elsewhere closes the editor and goes on to
  // the UI. Touches all go on to the UI as well (a finger that lands on a field may be scrolling the
  // drawer, and SDL must see every finger lift); a tap on a field (down and up on it, hardly moved) opens
  // the editor when the finger lifts, inside the tap's gesture, where a phone lets a focus bring up its
  // keyboard. ImGui leaves the field to the editor (boxcar_text_field_outside).
  const TAP_SLOP_PX = 10;
  let tap = null;  // {field, x, y}: a touch that started on a field and has not moved away yet

  function onPress(event) {
    if (typeof Module === 'undefined' || !Module.calledRun || event.target !== canvas()) return;
    const point = event.changedTouches ? event.changedTouches[0] : event;
    const field = point && fieldAt(point.clientX, point.clientY);
    if (event.type === 'touchstart') {
      if (open) close();
      tap = field && event.touches.length === 1 ? { field, x: point.clientX, y: point.clientY } : null;
      return;
    }
    if (event.type === 'touchmove') {
      if (tap && Math.hypot(point.clientX - tap.x, point.clientY - tap.y) > TAP_SLOP_PX) tap = null;
      return;
    }
    if (event.type === 'touchend' || event.type === 'touchcancel') {
      const tapped = tap && event.type === 'touchend' && field && field.id === tap.field.id;
      tap = null;
      if (tapped) openField(field);
      return;
    }
    if (!field) {
      if (open && event.type === 'mousedown') close();
      return;
    }
    event.stopPropagation();
    if (event.type === 'mousedown') {
      event.preventDefault();  // keeps the canvas from taking the focus
      openField(field);
    }
  }

  for (const type of ['mousedown', 'mouseup', 'touchstart', 'touchmove', 'touchend', 'touchcancel']) {
    window.addEventListener(type, onPress, true);
  }
  window.addEventListener('resize', () => { if (open) close(); });

  return {
    // The fields the UI drew in its last frame and how a field looks (from text_mirror.cpp).
    fields(update) {
      fields = update.fields || [];
      look = update.style || {};
      if (!open) return;
      const field = fields.find((f) => f.id === open.field.id);
      if (!field) {
        close();
        return;
      }
      open.field = field;
      place(open.element, field);
    },
    // Whether `element` is the editor (the page's paste handler leaves pastes into it to the browser).
    owns(element) { return Boolean(open) && element === open.element; },
    isOpen() { return Boolean(open); },
    list() { return fields.map((f) => ({ id: f.id, rect: f.rect.slice(), multiline: f.multiline, numeric: f.numeric })); },
  };
})();
