// Small SVG boards (tracks, the gallery) drawn from a view: pieces are the seats' colours, spaces are catalog
// components whose words show on hover and, tapped, in the line under the board.
import { el, seatName } from "./common.js";
import { entryOf } from "./catalog.js";

const SVG_NS = "http://www.w3.org/2000/svg";
export const SEAT_COLOURS = ["#1f6fb5", "#c0392b", "#2e8b57", "#8e44ad", "#d68910"];

export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function svgText(x, y, text, attrs = {}) {
  return svg("text", { x, y, "font-size": 11, "text-anchor": "middle", "dominant-baseline": "middle", ...attrs }, text);
}

// A seat's piece on a board: a coloured disc with its seat number, named in its tooltip.
export function seatDisc(doc, seat, x, y, r = 7) {
  return svg("g", { class: "seat-disc", "data-seat": seat },
    svg("title", {}, seatName(doc, seat)),
    svg("circle", { cx: x, cy: y, r, fill: SEAT_COLOURS[seat % SEAT_COLOURS.length], stroke: "#fff", "stroke-width": 1.5 }),
    svgText(x, y + 0.5, seat, { fill: "#fff", "font-size": r + 2, "font-weight": 700 }));
}

// A space of a board that is a catalog component: its name and words in the hover tooltip, and on a tap or
// click in the line under the board.
export function svgSpace(ctx, collection, id, shape) {
  const entry = entryOf(ctx, collection, id);
  const words = entry && entry.display;
  const title = entry ? `${entry.name}${words ? `: ${words.effect}${words.cost ? ` Cost: ${words.cost}.` : ""}${words.points ? ` Points: ${words.points}.` : ""}` : ""}` : String(id);
  return svg("g", { class: "svg-space", "data-component": `${collection}:${id}`,
    onclick: (event) => {
      const figure = event.currentTarget.closest("figure");
      const line = figure && figure.querySelector(".svg-detail");
      if (line) line.textContent = title;
    } }, svg("title", {}, title), shape);
}

// The drawing is for the eye (aria-hidden); the table after it says the same for screen readers and carries
// the keyboard-reachable descriptions.
export function boardFigure(caption, drawing, ...tables) {
  drawing.setAttribute("aria-hidden", "true");
  drawing.setAttribute("class", "board-svg");
  // Small boards stay small: drawn at most a little over their natural size, never stretched across the page.
  const natural = Number((drawing.getAttribute("viewBox") || "").split(" ")[2]);
  if (natural) drawing.style.maxWidth = `${Math.round(natural * 1.35)}px`;
  return el("figure", { class: "board-figure" }, el("figcaption", {}, caption), drawing,
    el("p", { class: "svg-detail muted", "aria-hidden": "true" }, "Point at or tap a space to read it."), ...tables);
}

