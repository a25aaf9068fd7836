// Reads pixel colours from a screenshot of the page, decoded in the page itself (no PNG library needed).
// Board cells are located with state().board (cell_px, origin in CSS pixels).

// The board colours of src/app/theme.hpp.
export const COLORS = {
  wall: [118, 88, 64],
  floor: [214, 204, 186],
  goal: [226, 74, 88],
  box: [232, 166, 52],
  boxOnGoal: [86, 176, 98],
  player: [58, 112, 222],
  background: [30, 32, 40],
};

// Takes a screenshot of the page and returns the colours [r, g, b] at the given CSS-pixel points.
export async function sample(page, points) {
  return pixelsOf(page, await page.screenshot(), points);
}

// The colours [r, g, b] at CSS-pixel points of a screenshot taken earlier (a PNG buffer). The PNG is
// decoded in the page; only the sampled pixels travel back.
export async function pixelsOf(page, png, points) {
  return page.evaluate(async ([b64, pts]) => {
    const image = new Image();
    image.src = 'data:image/png;base64,' + b64;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const scale = window.devicePixelRatio || 1;
    return pts.map(([x, y]) => Array.from(ctx.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data.slice(0, 3)));
  }, [png.toString('base64'), points]);
}

// The CSS-pixel centre of board cell (cx, cy).
export function cellCentre(board, cx, cy) {
  const [ox, oy] = board.origin;
  return [ox + (cx + 0.5) * board.cell_px, oy + (cy + 0.5) * board.cell_px];
}

export function near(actual, expected, tolerance = 10) {
  return actual.every((v, i) => Math.abs(v - expected[i]) <= tolerance);
}
