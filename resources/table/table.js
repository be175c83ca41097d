// The players' page: shows the players' snapshot the server sends on its WebSocket, and keeps
// the figure this phone's player chose (localStorage). Every word on it comes from the snapshot
// (its labels and its already translated texts); nothing is written back to the server.
"use strict";

(function () {
  const PICK_KEY = "xcom-table-figure";
  const RETRY_FIRST = 500;
  const RETRY_MOST = 5000;
  let snapshot = null;
  let retry = RETRY_FIRST;
  let socket = null;

  const $ = (id) => document.getElementById(id);

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function label(key) {
    const labels = (snapshot && snapshot.labels) || {};
    return typeof labels[key] === "string" ? labels[key] : "";
  }

  function fact(key, value) {
    const span = el("span", "fact");
    const name = label(key);
    if (name) span.append(name + ": ");
    span.append(el("b", "", value));
    return span;
  }

  function chosenKey() {
    try {
      return window.localStorage.getItem(PICK_KEY) || "";
    } catch (_error) {
      return "";
    }
  }

  function choose(key) {
    try {
      window.localStorage.setItem(PICK_KEY, key);
    } catch (_error) {
      // private browsing: the choice lasts until the page reloads
    }
    render();
  }

  // -- what a figure shows -------------------------------------------------------------------

  function figureFacts(figure) {
    const facts = el("div", "facts");
    for (const [key, most] of [["wounds", "max_wounds"], ["health", "max_health"]]) {
      if (figure[key] === null || figure[key] === undefined) continue;
      const full = figure[most] === null || figure[most] === undefined ? "" : "/" + figure[most];
      facts.append(fact(key, figure[key] + full));
    }
    if (figure.status) facts.append(fact("status", figure.status));
    if (figure.actions_used && figure.actions_used.length) {
      facts.append(fact("actions", figure.actions_used.join(", ")));
    }
    for (const timer of figure.timers || []) {
      const left = (timer.left + " " + label("turns_left")).trim();
      facts.append(el("span", "fact timer", timer.what + ": " + left));
    }
    return facts;
  }

  function kitList(kit) {
    const list = el("ul", "kit");
    for (const entry of kit || []) {
      let text = entry.item;
      if (entry.slot) text = entry.slot + ": " + text;
      if (entry.charges !== null && entry.charges !== undefined) text += " (" + entry.charges + ")";
      list.append(el("li", "", text));
    }
    return list;
  }

  function figureItem(figure, mine) {
    let className = "kind-" + (figure.kind || "");
    if (mine) className += " mine";
    if (figure.on_turn) className += " on-turn";
    if (figure.out_of_play) className += " out";
    const item = el("li", className);
    const title = el("div", "name");
    title.append(el("span", "who", figure.name));
    if (figure.overwatch) {
      const token = figure.overwatch_token ? ": " + figure.overwatch_token : "";
      title.append(el("span", "badge overwatch", (label("overwatch") || "\u25CE") + token));
    }
    if (figure.side) title.append(el("span", "badge", figure.side));
    item.append(title, figureFacts(figure));
    for (const text of figure.reminders || []) item.append(el("p", "reminder", text));
    return item;
  }

  // -- the sections --------------------------------------------------------------------------

  function playable(snap) {
    const mission = snap.mission;
    if (mission) {
      return (mission.figures || []).filter((f) => f.kind === "soldier" || f.kind === "hero");
    }
    return snap.squad || [];
  }

  function renderHeader(snap) {
    const mission = snap.mission;
    const campaign = (snap.campaign && snap.campaign.name) || "";
    $("campaign").textContent = campaign;
    document.title = mission ? mission.name + " \u2014 " + campaign : campaign;
    $("mission").textContent = mission ? mission.name : "";
    const parts = [];
    if (mission && mission.time) {
      const time = mission.time;
      parts.push(((time.word || label("turn")) + " " + time.number).trim());
      if (time.phase) parts.push(time.phase);
      if (time.side) parts.push(time.side);
      if (time.whose_turn) parts.push(label("whose_turn") + ": " + time.whose_turn);
    }
    $("time").textContent = parts.join(" \u00B7 ");
  }

  function renderMine(snap) {
    const choices = playable(snap);
    const section = $("mine");
    section.hidden = choices.length === 0;
    $("pick-label").textContent = label("name");
    const select = $("pick");
    const key = chosenKey();
    select.replaceChildren(el("option", "", "\u2014"));
    select.firstChild.value = "";
    for (const figure of choices) {
      const option = el("option", "", figure.name);
      option.value = figure.key;
      option.selected = figure.key === key;
      select.append(option);
    }
    const chosen = $("chosen");
    chosen.replaceChildren();
    const figure = choices.find((f) => f.key === key);
    if (!figure) return;
    chosen.append(el("div", "name", figure.name + (figure.rank ? " \u00B7 " + figure.rank : "")));
    if (snap.mission) chosen.append(figureFacts(figure));
    else if (figure.status) chosen.append(el("div", "facts", figure.status));
    for (const text of figure.reminders || []) chosen.append(el("p", "reminder", text));
    const kit = figure.kit || [];
    if (kit.length) {
      chosen.append(el("h2", "", label("kit")), kitList(kit));
    }
  }

  function renderReminders(mission) {
    const box = $("reminders");
    const reminders = (mission && mission.reminders) || [];
    box.hidden = reminders.length === 0;
    box.replaceChildren(...reminders.map((text) => el("p", "reminder", text)));
  }

  function renderFigures(mission) {
    $("figures-section").hidden = !mission;
    if (!mission) return;
    $("figures-heading").textContent = label("figures");
    const key = chosenKey();
    $("figures").replaceChildren(
      ...(mission.figures || []).map((f) => figureItem(f, f.key === key)),
    );
  }

  function renderSquad(snap) {
    const squad = snap.squad || [];
    $("squad-section").hidden = squad.length === 0;
    $("squad-heading").textContent = label("squad");
    $("squad").replaceChildren(
      ...squad.map((member) => {
        const item = el("li", "kind-soldier");
        item.append(el("div", "name", member.name));
        const facts = el("div", "facts");
        if (member.rank) facts.append(fact("rank", member.rank));
        if (member.status) facts.append(fact("status", member.status));
        item.append(facts);
        if ((member.kit || []).length) item.append(kitList(member.kit));
        return item;
      }),
    );
    const idle = !snap.mission || snap.mission.finished;
    $("no-mission").hidden = !idle && !snap.notice;
    $("no-mission").textContent = snap.notice || label("no_mission");
  }

  function render() {
    const snap = snapshot;
    if (!snap || snap.waiting) return;
    document.body.classList.remove("waiting");
    if (snap.language) document.documentElement.lang = snap.language;
    renderHeader(snap);
    renderMine(snap);
    renderReminders(snap.mission);
    renderFigures(snap.mission);
    window.xcomMap.draw($("map"), $("map-section"), snap, chosenKey());
    $("map-heading").textContent = label("map");
    renderSquad(snap);
  }

  // -- the connection ------------------------------------------------------------------------

  function take(text) {
    try {
      snapshot = JSON.parse(text);
    } catch (_error) {
      return;
    }
    render();
  }

  function connect() {
    if (socket && socket.readyState <= 1) return;
    const address = new URL("ws", window.location.href);
    address.protocol = address.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(address.href);
    socket.onopen = () => {
      retry = RETRY_FIRST;
      document.body.classList.remove("offline");
    };
    socket.onmessage = (event) => take(event.data);
    socket.onclose = () => {
      document.body.classList.add("offline");
      socket = null;
      window.setTimeout(connect, retry);
      retry = Math.min(retry * 2, RETRY_MOST);
    };
  }

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") connect();
  });
  document.addEventListener("DOMContentLoaded", () => {
    $("pick").addEventListener("change", (event) => choose(event.target.value));
    connect();
  });
  window.xcomTable = { snapshot: () => snapshot };
})();
