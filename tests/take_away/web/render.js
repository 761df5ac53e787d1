// Take-Away: the pile as a row of stones, how many one turn may take, and what each seat has taken so far.
import { el, renderTable, seatName } from "../common.js";

export function renderBoard(doc, ctx) {
  const view = doc.view || {};
  const stones = Array.from({ length: view.left || 0 }, () => el("li", { class: "chip" }, "●"));
  return el("div", {},
    el("p", {}, `${view.left ?? 0} stones left; a turn takes 1 to ${view.max_take ?? "?"}.`),
    el("ul", { class: "chips", "aria-label": "the pile" }, stones),
    el("h3", {}, "Taken"),
    renderTable((view.taken || []).map((taken, seat) => ({ seat: seatName(doc, seat), taken })), ctx));
}
