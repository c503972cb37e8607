/** Where a pin's label sits: its text anchor and baseline relative to the pin. */
export interface LabelPlacement {
  dx: number;
  dy: number;
  anchor: "start" | "middle" | "end";
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A pin's label at a point of the canvas. */
export interface PinLabel {
  x: number;
  y: number;
  text: string;
}

/** Label sizes on the map's canvas (22 px semibold text) and the pin's radius. */
const FONT_SIZE = 22;
const CHAR_WIDTH = 12.5;
const PIN_RADIUS = 16;
const GAP = 4;

/** The places a label may take, tried in this order: above the pin, below, right, left. */
const PLACEMENTS: readonly LabelPlacement[] = [
  { dx: 0, dy: -(PIN_RADIUS + GAP), anchor: "middle" },
  { dx: 0, dy: PIN_RADIUS + GAP + FONT_SIZE, anchor: "middle" },
  { dx: PIN_RADIUS + GAP, dy: FONT_SIZE / 3, anchor: "start" },
  { dx: -(PIN_RADIUS + GAP), dy: FONT_SIZE / 3, anchor: "end" },
];

function boxOf(label: PinLabel, placement: LabelPlacement): Box {
  const width = label.text.length * CHAR_WIDTH;
  const x = label.x + placement.dx;
  const left = placement.anchor === "start" ? x : placement.anchor === "end" ? x - width : x - width / 2;
  const baseline = label.y + placement.dy;
  // The text's box from a little above its cap height to its descenders.
  return { left, right: left + width, top: baseline - FONT_SIZE * 0.8, bottom: baseline + FONT_SIZE * 0.25 };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function pinBox(label: PinLabel): Box {
  return {
    left: label.x - PIN_RADIUS,
    right: label.x + PIN_RADIUS,
    top: label.y - PIN_RADIUS,
    bottom: label.y + PIN_RADIUS,
  };
}

/**
 * A placement for each pin's label so that no two labels overlap and no label covers another pin: each label takes
 * the first of above, below, right and left that is free, in the order given; when none is, the one overlapping
 * fewest of what is already placed.
 */
export function placePinLabels(labels: readonly PinLabel[]): LabelPlacement[] {
  const taken: Box[] = labels.map(pinBox);
  return labels.map((label, index) => {
    const others = taken.filter((_box, at) => at !== index);
    let best = PLACEMENTS[0]!;
    let fewest = Number.POSITIVE_INFINITY;
    for (const placement of PLACEMENTS) {
      const box = boxOf(label, placement);
      const hits = others.filter((other) => overlaps(box, other)).length;
      if (hits < fewest) {
        best = placement;
        fewest = hits;
      }
      if (hits === 0) break;
    }
    taken.push(boxOf(label, best));
    return best;
  });
}

/** Whether, placed so, a label overlaps another label or covers another hub's pin (for tests and checks). */
export function labelsCollide(labels: readonly PinLabel[], placements: readonly LabelPlacement[]): boolean {
  const boxes = labels.map((label, index) => boxOf(label, placements[index]!));
  const pins = labels.map(pinBox);
  return boxes.some(
    (box, index) =>
      boxes.some((other, at) => at > index && overlaps(box, other)) ||
      pins.some((pin, at) => at !== index && overlaps(box, pin)),
  );
}
