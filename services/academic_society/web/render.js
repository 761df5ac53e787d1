// Academic Society: the Society board's action spaces, the treatise display, each member's tracks, and the
// Authority, Contribution and Sabbatical tracks drawn as small boards (the tables after them say the same).
import { boardFigure, seatDisc, svg, svgSpace, svgText } from "../boards.js";
import { cardList, component } from "../catalog.js";
import { el, humanize, renderTable, restOf, seatName } from "../common.js";

const PLAYER_COLUMNS = ["influence", "contribution", "hand", "theories", "authority", "sabbatical", "presentation"];
const SUBJECTS = ["mathematics", "physics", "astronomy", "chemistry"];

function collection(ctx, name) {
  return (ctx.catalog && ctx.catalog.catalog && ctx.catalog.catalog.collections[name]) || [];
}

// The Authority track: cells by column and row (Phase 3 processing order in each), with the members' scholars.
function authorityBoard(doc, ctx, players) {
  const cells = collection(ctx, "authority_cells");
  if (!cells.length) return null;
  const columns = [...new Set(cells.map((c) => c.column).filter(Boolean))];
  const rows = Math.max(...cells.map((c) => c.row));
  const w = 84, h = 46;
  const at = (cell) => ({ x: 4 + (cell.column ? columns.indexOf(cell.column) : (columns.length - 1) / 2) * w, y: 18 + (cell.row - 1) * h });
  const scholars = new Map();
  for (const p of players) for (const cell of p.authority || []) scholars.set(cell, [...(scholars.get(cell) || []), p.seat]);
  const drawing = svg("svg", { viewBox: `0 0 ${columns.length * w + 8} ${rows * h + 22}`, width: "100%" },
    columns.map((c, i) => svgText(4 + i * w + w / 2 - 2, 8, humanize(c), { "font-weight": 700 })),
    cells.map((cell) => {
      const { x, y } = at(cell);
      return svgSpace(ctx, "authority_cells", cell.id, svg("g", {},
        svg("rect", { x, y, width: w - 4, height: h - 4, rx: 5, fill: cell.crest ? "#f4efe1" : "#e6e1d3", stroke: "#8a7f66" }),
        svgText(x + 10, y + 10, cell.cell, { "font-size": 10, "font-weight": 700 }),
        cell.influence ? svgText(x + w - 18, y + 10, `★${cell.influence}`, { "font-size": 10 }) : null,
        (scholars.get(cell.cell) || []).map((seat, i) => seatDisc(doc, seat, x + 14 + i * 17, y + h - 16))));
    }));
  return drawing;
}

// The Contribution track 0-8 with each member's marker.
function contributionBoard(doc, ctx, players) {
  const spaces = collection(ctx, "contribution_spaces");
  if (!spaces.length) return null;
  const w = 40;
  return svg("svg", { viewBox: `0 0 ${spaces.length * w + 8} 58`, width: "100%" },
    spaces.map((space, i) => svgSpace(ctx, "contribution_spaces", space.id, svg("g", {},
      svg("rect", { x: 4 + i * w, y: 4, width: w - 3, height: 50, rx: 4, fill: "#eef3f8", stroke: "#7f93a8" }),
      svgText(4 + i * w + w / 2, 14, space.id, { "font-weight": 700 }),
      players.filter((p) => Math.min(p.contribution ?? 0, spaces.length - 1) === space.id)
        .map((p, k) => seatDisc(doc, p.seat, 4 + i * w + 10 + (k % 2) * 16, 30 + Math.floor(k / 2) * 15, 6))))));
}

// Each member's four Sabbatical tracks (the position is the rightmost space reached; -1: no scholar there).
function sabbaticalBoard(doc, ctx, players) {
  const spaces = collection(ctx, "sabbatical_spaces");
  if (!spaces.length) return null;
  const length = Math.max(...spaces.map((s) => s.position));
  const w = 34, h = 16, block = SUBJECTS.length * h + 20;
  return svg("svg", { viewBox: `0 0 ${110 + length * w} ${players.length * block}`, width: "100%" },
    players.map((p, row) => {
      const top = row * block;
      return svg("g", {}, svgText(4, top + 8, seatName(doc, p.seat), { "text-anchor": "start", "font-weight": 700 }),
        SUBJECTS.map((subject, i) => {
          const y = top + 16 + i * h;
          const reached = (p.sabbatical || {})[subject] ?? -1;
          return svg("g", {}, svgText(100, y + h / 2, humanize(subject), { "text-anchor": "end", "font-size": 10 }),
            Array.from({ length }, (_, k) => svgSpace(ctx, "sabbatical_spaces", `${subject}_${k + 1}`, svg("g", {},
              svg("rect", { x: 106 + k * w, y: y + 1, width: w - 4, height: h - 3, rx: 3,
                            fill: k <= reached ? "#fbe3b5" : "#f5f5f2", stroke: "#a39c86" }),
              k === reached ? seatDisc(doc, p.seat, 106 + k * w + (w - 4) / 2, y + h / 2 - 1, 5) : null))));
        }));
    }));
}

// The viewer's own presented Treatise tiles, each written out (every member's are in the table above).
function mineTiles(doc, ctx, members) {
  const me = members.find((p) => p.seat === ctx.seat);
  const tiles = me ? Object.values(me.presentation || {}).flat() : [];
  return tiles.length ? [el("h3", {}, "Your Treatise tiles"), cardList(ctx, "treatise_tiles", tiles)] : null;
}

export function renderBoard(doc, ctx) {
  const view = doc.view || {};
  const used = new Set(["game", "n", "round", "phase", "stage", "players", "spaces", "display", "prompt", "you", "over", "order"]);
  const spaces = Object.entries(view.spaces || {}).map(([space, seat]) => ({
    space: component(ctx, "action_spaces", space), occupied_by: seat === null ? "free" : seatName(doc, seat),
  }));
  const members = view.players || [];
  const players = members.map((p) => ({
    player: seatName(doc, p.seat), ...Object.fromEntries(PLAYER_COLUMNS.filter((c) => c in p).map((c) => [c, p[c]])),
    // The rightmost Sabbatical space each subject's scholar reached (-1 in the view: none there yet).
    ...(p.sabbatical ? { sabbatical: Object.fromEntries(Object.entries(p.sabbatical).map(([s, at]) => [s, at < 0 ? "none" : `space ${at + 1}`])) } : {}),
  }));
  const authority = authorityBoard(doc, ctx, members);
  const contribution = contributionBoard(doc, ctx, members);
  const sabbatical = sabbaticalBoard(doc, ctx, members);
  return el("div", { class: "board academic-society" },
    el("p", { class: "status-line" },
      el("span", {}, "Round ", el("strong", {}, view.round ?? "—")),
      el("span", {}, "Phase ", el("strong", {}, view.phase ?? "—")),
      el("span", {}, "Step ", el("strong", {}, humanize(view.stage ?? "—"))),
      view.order ? el("span", {}, "Turn order: ", view.order.map((s) => seatName(doc, s)).join(" → ")) : null),
    el("h3", {}, "Members"), renderTable(players, ctx, 0, ["players"]),
    authority ? boardFigure("Authority track (Phase 3 order in each cell, ★ Influence at game end)", authority) : null,
    contribution ? boardFigure("Contribution track", contribution) : null,
    sabbatical ? boardFigure("Sabbatical tracks", sabbatical) : null,
    el("h3", {}, "Action spaces"), renderTable(spaces, ctx),
    el("h3", {}, "Treatise display (revealed tiles)"),
    cardList(ctx, "treatise_tiles", [...new Set(Object.values(view.display || {}).flat())]),
    mineTiles(doc, ctx, members),
    restOf(view, used, ctx));
}
