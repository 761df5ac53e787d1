// The ground floor of the web client: the URL's parameters, the API call and the element builder. Every
// other module builds on these (catalog.js and common.js both), so nothing here imports another module.

export const query = new URLSearchParams(location.search);
// Seat tokens travel in the URL fragment: browsers never send it to a server, so it is in no access log.
export const fragment = new URLSearchParams(location.hash.slice(1));

export class ApiError extends Error {
  constructor(status, body) {
    const error = (body && body.error) || {};
    super(error.message || `HTTP ${status}`);
    this.status = status;
    this.code = error.code || "error";
    this.details = error.details || {};
  }
}

// The integrator client key this front end calls with (creating games needs one): given once in the URL
// fragment (#client_key=..., never sent to a server) and kept in this browser's local storage.
const CLIENT_KEY = "tabletop.client_key";
if (fragment.get("client_key")) localStorage.setItem(CLIENT_KEY, fragment.get("client_key"));

export function clientKey() {
  return localStorage.getItem(CLIENT_KEY);
}

// A spectator a party of a private game admitted: its watch ticket, given in the URL fragment (#watch=...).
export const watchTicket = fragment.get("watch");

export async function api(path, { token, method = "GET", body, allow = [] } = {}) {
  const headers = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (clientKey()) headers["X-Client-Key"] = clientKey();
  if (watchTicket) headers["X-Watch-Ticket"] = watchTicket;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (allow.includes(response.status)) return null;
  const text = await response.text();
  const data = text ? JSON.parse(text) : null;
  if (!response.ok) throw new ApiError(response.status, data);
  return data;
}

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}
