// The game's catalog (GET /v1/catalog) on the page: each card, tile and space as a component with its name,
// and on hover, focus or tap what it does, costs and scores (the catalog's `display` words).
import { api, el } from "./basics.js";

// "players[].expeditions[]" -> ["players", "[]", "expeditions", "[]"]: the catalog's view_references paths as
// the tokens renderValue walks ("*": any key, "{}": a key itself, "[]": any element).
function pathTokens(path) {
  return path.split(".").flatMap((part) => {
    const each = part.endsWith("[]");
    const key = each ? part.slice(0, -2) : part;
    return [key, each ? "[]" : null].filter((t) => t !== null && t !== "");
  });
}

function matches(pattern, path) {
  return pattern.length === path.length
    && pattern.every((token, i) => token === path[i] || (token === "*" && path[i] !== "[]" && path[i] !== "{}"));
}

// The catalog: every entry by collection and id (with its display words), the names by id for labels, and
// which ids in a view belong to which collection.
export async function loadCatalog() {
  const names = new Map();
  const entries = new Map();
  const byId = new Map();
  let catalog = null;
  try {
    catalog = await api("/v1/catalog");
  } catch (error) {
    return { names, entries, byId, viewRefs: [], references: {}, catalog: null };
  }
  for (const [collection, items] of Object.entries(catalog.collections || {})) {
    for (const item of items) {
      const entry = { collection, ...item };
      entries.set(`${collection}:${item.id}`, entry);
      if (!byId.has(String(item.id))) byId.set(String(item.id), entry);
    }
  }
  // Every object in the catalog that has an id and a name becomes a name lookup, whatever the game's layout.
  const walk = (value) => {
    if (Array.isArray(value)) { value.forEach(walk); return; }
    if (value && typeof value === "object") {
      const id = value.id ?? value.key;
      const name = value.name ?? value.title ?? value.label;
      if ((typeof id === "string" || typeof id === "number") && typeof name === "string") names.set(String(id), name);
      Object.values(value).forEach(walk);
    }
  };
  walk(catalog);
  const viewRefs = Object.entries(catalog.view_references || {}).map(([path, collection]) => ({ tokens: pathTokens(path), collection }));
  return { names, entries, byId, viewRefs, references: catalog.references || {}, catalog };
}

export function entryOf(ctx, collection, id) {
  return (ctx.catalog && ctx.catalog.entries && ctx.catalog.entries.get(`${collection}:${id}`)) || null;
}

// The catalog entry a view value stands for: by the catalog's view_references for its path, else (a string id
// only: numbers are counts far more often than ids) by the id alone.
export function entryAt(ctx, path, value) {
  const catalog = ctx.catalog;
  if (!catalog || !catalog.entries || value === null || typeof value === "object") return null;
  for (const ref of catalog.viewRefs) {
    if (matches(ref.tokens, path)) return catalog.entries.get(`${ref.collection}:${value}`) || null;
  }
  return typeof value === "string" ? catalog.byId.get(value) || null : null;
}

let tips = 0;

// A component as people read it: its name, and on hover, focus or tap what it does, costs and scores.
export function componentChip(entry, label) {
  const id = `tip-${++tips}`;
  const words = entry.display;
  const tip = el("span", { role: "tooltip", id, class: "tip" },
    el("strong", {}, entry.name),
    words ? [
      el("span", { class: "tip-effect" }, words.effect),
      words.cost ? el("span", {}, el("em", {}, "Cost: "), words.cost) : null,
      words.points ? el("span", {}, el("em", {}, "Points: "), words.points) : null,
      el("span", { class: "tip-source" }, `Source: ${words.source}${words.rule ? ` (${words.rule})` : ""}`),
    ] : null);
  const chip = el("span", {
    class: "component", tabindex: "0", "aria-describedby": id, "data-component": `${entry.collection}:${entry.id}`,
    onmouseenter: () => placeTip(chip), onfocus: () => placeTip(chip),
    onclick: (event) => { event.stopPropagation(); toggleTip(chip); },
    onkeydown: (event) => {
      if (event.key === "Escape") chip.classList.remove("open");
      if (event.key === "Enter" || event.key === " ") { event.preventDefault(); toggleTip(chip); }
    },
  }, label ?? entry.name, tip);
  return chip;
}

// The words float beside their component (fixed to the window, so no scrolling table clips them), kept inside it.
function placeTip(chip) {
  const tip = chip.querySelector(".tip");
  const box = chip.getBoundingClientRect();
  const width = Math.min(352, window.innerWidth * 0.8);
  tip.style.left = `${Math.max(4, Math.min(box.left, window.innerWidth - width - 8))}px`;
  tip.style.top = `${box.bottom + 4}px`;
}

function toggleTip(chip) {
  placeTip(chip);
  const open = !chip.classList.contains("open");
  document.querySelectorAll(".component.open").forEach((other) => other.classList.remove("open"));
  chip.classList.toggle("open", open);
}

// A tap anywhere else, or scrolling away, closes an open description.
const closeTips = () => document.querySelectorAll(".component.open").forEach((c) => c.classList.remove("open"));
document.addEventListener("click", closeTips);
window.addEventListener("scroll", closeTips, { passive: true });

// A component by collection and id (a renderer that knows what it places), or its plain id.
export function component(ctx, collection, id, label) {
  const entry = entryOf(ctx, collection, id);
  return entry ? componentChip(entry, label) : document.createTextNode(label ?? String(id));
}

// What a command's fields refer to (catalog `references`), as one line each: "Welfare Diseases: Scores ...".
export function commandHelp(ctx, command) {
  const catalog = ctx.catalog;
  if (!catalog || !catalog.references) return [];
  const lines = [];
  for (const [field, value] of Object.entries(command)) {
    const collection = catalog.references[`${command.type}.${field}`];
    if (!collection) continue;
    for (const id of Array.isArray(value) ? value : [value]) {
      const entry = entryOf(ctx, collection, id);
      if (entry && entry.display) {
        const words = entry.display;
        lines.push(`${entry.name}: ${words.effect}${words.cost ? ` Cost: ${words.cost}.` : ""}${words.points ? ` Points: ${words.points}.` : ""}`);
      }
    }
  }
  return lines;
}


// Cards in front of the viewer (a hand, a display), each with its words written out, not only on hover.
export function cardList(ctx, collection, ids) {
  if (!ids || !ids.length) return el("p", { class: "muted" }, "none");
  return el("ul", { class: "card-list" }, ids.map((id) => {
    const entry = entryOf(ctx, collection, id);
    if (!entry) return el("li", {}, String(id));
    const words = entry.display || {};
    return el("li", { class: "card", "data-component": `${collection}:${id}` },
      el("strong", {}, componentChip(entry)),
      words.effect ? el("span", { class: "card-effect" }, words.effect) : null,
      words.cost ? el("span", { class: "card-meta" }, el("em", {}, "Cost: "), words.cost) : null,
      words.points ? el("span", { class: "card-meta" }, el("em", {}, "Points: "), words.points) : null);
  }));
}
