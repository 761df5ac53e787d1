// The game review on the replay page (GET /v1/games/{id}/analysis): an advantage chart (SVG) of each seat's
// estimated standing over the game, the marked decisions as ticks under the slider, and the list of them.
// Asking for a review takes an integrator client key with the analysis:write scope (#client_key=...).
import { api, clientKey, el } from "./basics.js";

const SVG = "http://www.w3.org/2000/svg";
const COLORS = ["#1f5fa8", "#a3261b", "#1d7a36", "#8a5a00", "#6b3fa0"];
const MARKED = ["mistake", "blunder"];  // what the slider and the list show (inaccuracies: in the seat table)
const WIDTH = 640;
const HEIGHT = 200;
const PAD = 28;

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  for (const child of children) node.append(child);
  return node;
}

function nameOf(result, seat) {
  const entry = result.seats.find((s) => s.seat === seat);
  return (entry && entry.name) || `seat ${seat}`;
}

// Each seat's standing (own estimate minus the best other seat's, in the game's points) at every decision.
export function advantageChart(result, lastVersion, onPick) {
  const points = result.standing;
  const seats = result.seats.map((s) => s.seat);
  const values = points.flatMap((p) => seats.map((seat) => p.seats[seat])).filter((v) => v !== null);
  const top = Math.max(1, ...values.map(Math.abs));
  const x = (version) => PAD + (WIDTH - 2 * PAD) * (version - 1) / Math.max(1, lastVersion - 1);
  const y = (value) => HEIGHT / 2 - (HEIGHT / 2 - PAD / 2) * value / top;
  const chart = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "img", class: "advantage-chart",
    "data-testid": "advantage-chart", "aria-label": `Estimated standing of each seat over the game, in ${result.unit}` });
  chart.append(svg("line", { x1: PAD, x2: WIDTH - PAD, y1: y(0), y2: y(0), class: "axis" }));
  chart.append(svg("text", { x: 2, y: y(top) + 4, class: "tick" }, `+${Math.round(top)}`));
  chart.append(svg("text", { x: 2, y: y(-top) + 4, class: "tick" }, `-${Math.round(top)}`));
  seats.forEach((seat, index) => {
    const path = points.filter((p) => p.seats[seat] !== null)
      .map((p, i) => `${i ? "L" : "M"}${x(p.version).toFixed(1)},${y(p.seats[seat]).toFixed(1)}`).join(" ");
    chart.append(svg("path", { d: path, stroke: COLORS[index % COLORS.length], class: "curve", "data-seat": seat },
      svg("title", {}, nameOf(result, seat))));
  });
  for (const decision of result.decisions.filter((d) => MARKED.includes(d.mark))) {
    const point = points.find((p) => p.version === decision.version);
    const dot = svg("circle", { cx: x(decision.version), cy: y(point.seats[decision.seat]), r: 4,
      class: `mark ${decision.mark}`, "data-version": decision.version },
    svg("title", {}, `${nameOf(result, decision.seat)}: ${decision.mark} at version ${decision.version}`));
    dot.addEventListener("click", () => onPick(decision.version));
    chart.append(dot);
  }
  chart.append(svg("line", { x1: x(lastVersion), x2: x(lastVersion), y1: PAD / 2, y2: HEIGHT - PAD / 2,
    class: "cursor", "data-testid": "chart-cursor" }));
  chart.moveCursor = (version) => {
    const line = chart.querySelector(".cursor");
    line.setAttribute("x1", x(version));
    line.setAttribute("x2", x(version));
  };
  return chart;
}

function legend(result) {
  return el("p", { class: "legend" }, result.seats.map((s, index) =>
    el("span", { class: "chip", style: `border-color:${COLORS[index % COLORS.length]}` }, s.name || `seat ${s.seat}`)));
}

function seatTable(result) {
  return el("table", {}, el("thead", {}, el("tr", {}, ["Seat", "Accuracy", "Inaccuracies", "Mistakes", "Blunders"]
    .map((h) => el("th", {}, h)))),
  el("tbody", {}, result.seats.map((s) => el("tr", { "data-seat": s.seat }, el("td", {}, s.name || `seat ${s.seat}`),
    el("td", {}, s.accuracy === null ? "—" : s.accuracy.toFixed(1)), el("td", {}, s.inaccuracy),
    el("td", {}, s.mistake), el("td", {}, s.blunder)))));
}

function mistakeList(result, onPick) {
  const marked = result.decisions.filter((d) => MARKED.includes(d.mark));
  if (!marked.length) return el("p", { "data-testid": "review-mistakes" }, "No mistakes found.");
  return el("ol", { class: "mistakes", "data-testid": "review-mistakes" }, marked.map((d) => el("li", { class: d.mark },
    el("a", { href: `#v${d.version}`, onclick: (e) => { e.preventDefault(); onPick(d.version); } },
      `Version ${d.version}: ${nameOf(result, d.seat)}, ${d.mark} (−${d.loss} ${result.unit}): played `),
    el("code", {}, JSON.stringify(d.command)), ", better ", el("code", {}, JSON.stringify(d.best)))));
}

// Ticks under the slider where a mistake or a blunder was made.
export function sliderMarks(result, lastVersion, onPick) {
  const strip = el("div", { class: "slider-marks", "data-testid": "slider-marks", "aria-hidden": "true" });
  for (const d of result.decisions.filter((item) => MARKED.includes(item.mark))) {
    const left = 100 * (d.version - 1) / Math.max(1, lastVersion - 1);
    strip.append(el("span", { class: `tick ${d.mark}`, style: `left:${left}%`, title: `${d.mark} at version ${d.version}`,
      "data-version": d.version, onclick: () => onPick(d.version) }));
  }
  return strip;
}

// Fills `box` with the review (or how to get one, or its progress); `onChart(chart)` once the chart is drawn
// (its cursor follows the slider: chart.moveCursor(version)).
export async function loadReview(box, gameId, lastVersion, onPick, stripHolder, onChart) {
  const again = () => loadReview(box, gameId, lastVersion, onPick, stripHolder, onChart);
  const path = `/v1/games/${encodeURIComponent(gameId)}/analysis`;
  const doc = await api(path);
  // Asking (again, after a failure: the same job is queued anew) takes a client key with analysis:write.
  const asking = () => {
    if (!clientKey()) return el("p", { class: "muted" }, "Asking for one takes a client key with the analysis:write scope.");
    const ask = el("button", { type: "button", class: "primary", "data-testid": "ask-review" }, "Analyse this game");
    ask.addEventListener("click", async () => {
      ask.disabled = true;
      await api(path, { method: "POST" });
      again();
    });
    return ask;
  };
  if (doc.job === null) {
    box.replaceChildren(el("p", {}, "Nobody has asked for this game's review yet."), asking());
    return;
  }
  if (doc.job.status !== "done") {
    const progress = doc.job.progress;
    box.replaceChildren(el("p", { "data-testid": "review-progress" }, doc.job.status === "failed"
      ? `The review failed: ${doc.job.error.message}`
      : `Reviewing… ${progress.done} of ${progress.total ?? "?"} decisions`));
    if (doc.job.status === "failed") box.append(asking());
    else {
      const stream = new EventSource(`${path}/stream`);
      const ended = () => { stream.close(); again(); };
      stream.addEventListener("progress", (event) => {
        const job = JSON.parse(event.data);
        box.querySelector("[data-testid=review-progress]").textContent =
          `Reviewing… ${job.progress.done} of ${job.progress.total ?? "?"} decisions`;
      });
      stream.addEventListener("finished", ended);
      stream.addEventListener("failed", ended);
    }
    return;
  }
  const result = doc.result;
  const chart = advantageChart(result, lastVersion, onPick);
  stripHolder.replaceChildren(sliderMarks(result, lastVersion, onPick));
  box.replaceChildren(legend(result), chart, seatTable(result),
    el("h3", {}, "Mistakes and blunders"), mistakeList(result, onPick),
    el("p", { class: "muted" }, `Losses in ${result.unit}, valued by the strong search from each seat's information `
      + `(${result.settings.worlds_per_decision} determinizations a decision; release ${result.release.version}, `
      + `analysis ${result.release.analysis}).`));
  onChart(chart);
}
