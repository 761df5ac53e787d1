// The Royal Society of Archeology: the year, the locations and their explorers, the gallery, and each
// archaeologist's tracks (a seat's own hand appears only in its own view).
import { el, humanize, renderTable, renderValue, restOf, seatName } from "../common.js";

export const title = "The Royal Society of Archeology";

const PLAYER_COLUMNS = ["reputation", "prestige", "science", "money", "expertise", "knowledge", "relics", "patrons", "expeditions", "private"];

export function renderBoard(doc, ctx) {
  const view = doc.view || {};
  const used = new Set(["mode", "year", "years", "stage", "players", "locations", "gallery", "pending", "viewer", "turn_order"]);
  const players = (view.players || []).map((p) => ({
    player: seatName(doc, p.seat), ...Object.fromEntries(PLAYER_COLUMNS.filter((c) => c in p).map((c) => [c, p[c]])),
  }));
  const locations = Object.entries(view.locations || {}).map(([place, explorers]) => ({
    location: humanize(place),
    explorers: (explorers || []).map((x) => `${seatName(doc, x.seat)} at level ${x.level}`),
  }));
  return el("div", { class: "board royal-archeology" },
    el("p", { class: "status-line" },
      el("span", {}, "Mode ", el("strong", {}, humanize(view.mode ?? "—"))),
      el("span", {}, "Year ", el("strong", {}, `${view.year ?? "—"} of ${view.years ?? "—"}`)),
      el("span", {}, "Step ", el("strong", {}, humanize(view.stage ?? "—"))),
      view.turn_order ? el("span", {}, "Turn order: ", view.turn_order.map((s) => seatName(doc, s)).join(" → ")) : null),
    el("h3", {}, "Archaeologists"), renderTable(players, ctx),
    el("h3", {}, "Locations"), renderTable(locations, ctx),
    el("h3", {}, "Gallery"), renderValue(view.gallery || [], ctx),
    restOf(view, used, ctx));
}
