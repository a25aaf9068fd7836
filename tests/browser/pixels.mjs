// Reads pixel colours from a screenshot of the page, decoded in the page itself (no PNG library needed).
// Board cells are located with state().board (cell_px, origin in CSS pixels).
import fs from 'node:fs';
import path from 'node:path';

import { DIST_DIR } from './harness.mjs';

// The board colours [r, g, b] of src/app/theme.hpp, as the build wrote them into the site's theme.json
// (src/platform/web/tools/theme_json.cpp): wall, floor, goal, box, boxOnGoal, player, background, ...
export const THEME = JSON.parse(fs.readFileSync(path.join(DIST_DIR, 'theme.json'), 'utf8'));
export const COLORS = Object.fromEntries(Object.entries(THEME.colors).map(([name, rgba]) => [name, rgba.slice(0, 3)]));

// Takes a screenshot of the page and returns the colours [r, g, b] at the given CSS-pixel points.
export async function sample(page, points) {
  return pixelsOf(page, await page.screenshot(), points);
}

// The colours [r, g, b] at CSS-pixel points of a screenshot taken earlier (a PNG buffer), or with
// `points` null the number of its pixels that are not fully opaque. The PNG is decoded in the page; only
// the answer travels back.
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
    if (!pts) {
      const data = ctx.getImageData(0, 0, image.width, image.height).data;
      let count = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] < 255) count += 1;
      return count;
    }
    const scale = window.devicePixelRatio || 1;
    return pts.map(([x, y]) => Array.from(ctx.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data.slice(0, 3)));
  }, [png.toString('base64'), points]);
}

// The number of pixels of a screenshot (a PNG buffer) that are not fully opaque.
export const notOpaque = (page, png) => pixelsOf(page, png, null);

// The CSS-pixel centre of board cell (cx, cy).
export function cellCentre(board, cx, cy) {
  const [ox, oy] = board.origin;
  return [ox + (cx + 0.5) * board.cell_px, oy + (cy + 0.5) * board.cell_px];
}

export function near(actual, expected, tolerance = 10) {
  return actual.every((v, i) => Math.abs(v - expected[i]) <= tolerance);
}
