// The Royal Society of Archeology: the year, the locations and their explorers, the Grand Gallery and the
// Knowledge track drawn as small boards, and each archaeologist's tracks (a seat's own hand appears only in
// its own view).
import { boardFigure, seatDisc, svg, svgSpace, svgText } from "../boards.js";
import { cardList, component, entryOf } from "../catalog.js";
import { el, humanize, renderTable, renderValue, restOf, seatName } from "../common.js";

const PLAYER_COLUMNS = ["reputation", "prestige", "science", "money", "expertise", "knowledge", "relics", "patrons", "expeditions",
  "society", "bloomsbury"];
// A seat's own cards (only its own view has them), each written out.
const PRIVATE_CARDS = [["hand", "Your hand", "expeditions"], ["study", "Your Study cards", "study_cards"],
  ["offer_society", "Society cards offered to you", "society_cards"], ["offer_expeditions", "Expedition cards offered to you", "expeditions"]];
const REGIONS = ["mediterranean", "africa", "asia", "south_america"];
const REGION_COLOURS = { mediterranean: "#2f7fb8", africa: "#d68910", asia: "#b03a2e", south_america: "#2e8b57" };
const NUMERALS = ["I", "II", "III", "IV", "V", "VI", "VII"];

const REGION_SHORT = { mediterranean: "Med", africa: "Afr", asia: "Asia", south_america: "S.Am" };

// A gallery space's two short lines: the region it takes (or "any") and the type (or "relic").
function spaceLabel(space) {
  return [REGION_SHORT[space.region] || "any", space.type ? space.type.slice(0, 5) : "relic"];
}

// The Grand Gallery: each collection's spaces (what relic each takes) and the Society discs placed there.
function galleryBoard(doc, ctx, gallery) {
  if (!gallery || !gallery.length) return null;
  const w = 42, h = 38, left = 34;
  const widest = Math.max(...gallery.map((c) => c.discs.length));
  return svg("svg", { viewBox: `0 0 ${left + widest * w + 6} ${gallery.length * h + 4}`, width: "100%" },
    gallery.map((slot, row) => {
      const tile = entryOf(ctx, "collection_tiles", slot.tile);
      const spaces = tile ? tile.sides[slot.side].spaces : slot.discs.map(() => ({}));
      const y = 2 + row * h;
      return svgSpace(ctx, "collection_tiles", slot.tile, svg("g", {},
        svgText(left / 2, y + h / 2, NUMERALS[row] || row + 1, { "font-weight": 700 }),
        slot.discs.map((disc, i) => svg("g", {},
          svg("rect", { x: left + i * w, y: y + 2, width: w - 4, height: h - 6, rx: 5, fill: "#f7f1e3",
                        stroke: REGION_COLOURS[spaces[i] && spaces[i].region] || "#9c8f6e", "stroke-width": 2 }),
          spaceLabel(spaces[i] || {}).map((line, k) => svgText(left + i * w + (w - 4) / 2, y + 9 + k * 9, line, { "font-size": 7.5, fill: "#555" })),
          disc === null || disc === undefined ? null
            : typeof disc === "number" ? seatDisc(doc, disc, left + i * w + (w - 4) / 2, y + h - 11, 6)
              : svg("circle", { cx: left + i * w + (w - 4) / 2, cy: y + h - 11, r: 6, fill: "#777" })))));
    }));
}

// The Knowledge track: each region 0-12 with every archaeologist's marker.
function knowledgeBoard(doc, ctx, players) {
  if (!players.length || !players.some((p) => p.knowledge)) return null;
  const w = 26, h = 24, left = 100;
  return svg("svg", { viewBox: `0 0 ${left + 13 * w + 4} ${REGIONS.length * h + 16}`, width: "100%" },
    Array.from({ length: 13 }, (_, k) => svgText(left + k * w + w / 2, 7, k, { "font-size": 9, fill: [5, 8, 12].includes(k) ? "#a3261b" : "#555" })),
    REGIONS.map((region, r) => {
      const y = 12 + r * h;
      return svg("g", {}, svgSpace(ctx, "regions", region, svgText(left - 6, y + h / 2, humanize(region), { "text-anchor": "end", fill: REGION_COLOURS[region], "font-weight": 700 })),
        Array.from({ length: 13 }, (_, k) => svg("rect", { x: left + k * w, y: y + 2, width: w - 2, height: h - 4, rx: 3,
                                                         fill: [5, 8, 12].includes(k) ? "#fbe3b5" : "#f4f3ef", stroke: "#b5ae99" })),
        players.filter((p) => p.knowledge).map((p, i) => {
          const level = Math.min(12, p.knowledge[region] ?? 0);
          return seatDisc(doc, p.seat, left + level * w + 6 + (i % 2) * 11, y + 7 + Math.floor(i / 2) * 9, 4.5);
        }));
    }));
}

export function renderBoard(doc, ctx) {
  const view = doc.view || {};
  const used = new Set(["mode", "year", "years", "stage", "players", "locations", "gallery", "pending", "viewer", "turn_order",
    "program", "favors"]);
  const members = view.players || [];
  const players = members.map((p) => ({
    player: seatName(doc, p.seat), ...Object.fromEntries(PLAYER_COLUMNS.filter((c) => c in p).map((c) => [c, p[c]])),
  }));
  const locations = Object.entries(view.locations || {}).map(([place, explorers]) => ({
    location: component(ctx, "locations", place),
    explorers: (explorers || []).map((x) => `${seatName(doc, x.seat)} at level ${x.level}`),
  }));
  const gallery = (view.gallery || []).map((slot, i) => ({
    collection: NUMERALS[i] || i + 1, tile: component(ctx, "collection_tiles", slot.tile), side: slot.side,
    discs: slot.discs.map((d) => (d === null ? "empty" : typeof d === "number" ? seatName(doc, d) : String(d))),
  }));
  // The Program's six cards, space 1 to 6 (a space's Reputation cost is in its description), and who sits on
  // each King's Favor space of the turn order track.
  const program = (view.program || []).map((card, i) => ({ space: component(ctx, "program_spaces", i + 1),
    card: card === null ? "empty" : component(ctx, "expeditions", card) }));
  const favors = (view.favors || []).map((seat, i) => ({ favor: component(ctx, "kings_favors", i + 1),
    taken_by: seat === null ? "free" : seatName(doc, seat) }));
  const galleryDrawing = galleryBoard(doc, ctx, view.gallery);
  const mine = members.find((p) => p.private);
  const own = mine ? PRIVATE_CARDS.filter(([key]) => (mine.private[key] || []).length)
    .map(([key, heading, collection]) => [el("h3", {}, heading), cardList(ctx, collection, mine.private[key])]) : [];
  const society = mine && mine.society !== null && mine.society !== undefined
    ? [el("h3", {}, "Your Society card"), cardList(ctx, "society_cards", [mine.society])] : [];
  const knowledge = knowledgeBoard(doc, ctx, members);
  return el("div", { class: "board royal-archeology" },
    el("p", { class: "status-line" },
      el("span", {}, "Mode ", el("strong", {}, humanize(view.mode ?? "—"))),
      el("span", {}, "Year ", el("strong", {}, `${view.year ?? "—"} of ${view.years ?? "—"}`)),
      el("span", {}, "Step ", el("strong", {}, humanize(view.stage ?? "—"))),
      view.turn_order ? el("span", {}, "Turn order: ", view.turn_order.map((s) => seatName(doc, s)).join(" → ")) : null),
    own, society,
    el("h3", {}, "Archaeologists"), renderTable(players, ctx, 0, ["players"]),
    knowledge ? boardFigure("Knowledge track (at 5, 8 and 12: Science or Prestige)", knowledge) : null,
    el("h3", {}, "The Program (Expedition cards on offer)"),
    cardList(ctx, "expeditions", (view.program || []).filter((card) => card !== null)),
    program.length ? el("details", {}, el("summary", {}, "The Program by space"), renderTable(program, ctx)) : null,
    favors.length ? [el("h3", {}, "King's Favors (turn order)"), renderTable(favors, ctx)] : null,
    el("h3", {}, "Locations"), renderTable(locations, ctx),
    galleryDrawing ? boardFigure("The Grand Gallery (each collection's spaces and the discs placed there)", galleryDrawing) : null,
    el("h3", {}, "Gallery"), gallery.length ? renderTable(gallery, ctx) : renderValue([], ctx),
    restOf(view, used, ctx));
}
