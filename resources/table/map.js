// The board game's Mission Map on the players' page: the squares, the walls, the figures where
// they stand (a Blip as a Blip), Overwatch as a ring; drawn on a canvas as wide as the screen.
"use strict";

(function () {
  const COLOURS = {
    floor: "#2b3540",
    blocking: "#5a4630",
    objective: "#2f6b4f",
    item: "#6b5a2f",
    exit: "#2f4f6b",
    grid: "#151b21",
    wall: "#e8d7a0",
    hero: "#4d8fd6",
    soldier: "#4d8fd6",
    alien: "#d65d4d",
    blip: "#b07cc6",
    mine: "#ffd166",
  };

  // The squares printed on the map (blocking, objective, item, exit); the others are floor.
  function squareColour(square) {
    return COLOURS[square.kind] || null;
  }

  function initials(name) {
    const words = String(name || "").trim().split(/\s+/);
    return words.slice(0, 2).map((w) => w.charAt(0)).join("");
  }

  function draw(canvas, section, snapshot, chosen) {
    const map = snapshot.mission && snapshot.mission.map;
    section.hidden = !map;
    if (!map || !map.width || !map.height) return;
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.min(section.clientWidth || 320, 900));
    const cell = Math.max(8, Math.floor(width / map.width));
    canvas.width = cell * map.width * ratio;
    canvas.height = cell * map.height * ratio;
    canvas.style.aspectRatio = map.width + " / " + map.height;
    const ctx = canvas.getContext("2d");
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = COLOURS.floor;
    ctx.fillRect(0, 0, cell * map.width, cell * map.height);
    for (const square of map.squares || []) {
      const colour = squareColour(square);
      if (!colour) continue;
      ctx.fillStyle = colour;
      ctx.fillRect(square.x * cell, square.y * cell, cell, cell);
    }
    ctx.strokeStyle = COLOURS.grid;
    ctx.lineWidth = 1;
    for (let x = 0; x <= map.width; x += 1) {
      ctx.beginPath();
      ctx.moveTo(x * cell + 0.5, 0);
      ctx.lineTo(x * cell + 0.5, map.height * cell);
      ctx.stroke();
    }
    for (let y = 0; y <= map.height; y += 1) {
      ctx.beginPath();
      ctx.moveTo(0, y * cell + 0.5);
      ctx.lineTo(map.width * cell, y * cell + 0.5);
      ctx.stroke();
    }
    ctx.strokeStyle = COLOURS.wall;
    ctx.lineWidth = Math.max(2, cell / 6);
    ctx.lineCap = "round";
    for (const wall of map.walls || []) {
      ctx.beginPath();
      ctx.moveTo(wall[0] * cell, wall[1] * cell);
      ctx.lineTo(wall[2] * cell, wall[3] * cell);
      ctx.stroke();
    }
    for (const figure of snapshot.mission.figures || []) {
      if (!figure.place) continue;
      const cx = (figure.place.x + 0.5) * cell;
      const cy = (figure.place.y + 0.5) * cell;
      ctx.fillStyle = COLOURS[figure.kind] || COLOURS.alien;
      ctx.beginPath();
      ctx.arc(cx, cy, cell * 0.38, 0, Math.PI * 2);
      ctx.fill();
      if (figure.overwatch || figure.key === chosen) {
        ctx.strokeStyle = figure.key === chosen ? COLOURS.mine : COLOURS.wall;
        ctx.lineWidth = Math.max(2, cell / 10);
        ctx.beginPath();
        ctx.arc(cx, cy, cell * 0.46, 0, Math.PI * 2);
        ctx.stroke();
      }
      ctx.fillStyle = "#101418";
      ctx.font = "600 " + Math.floor(cell * 0.36) + "px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(figure.kind === "blip" ? "?" : initials(figure.name), cx, cy);
    }
  }

  window.xcomMap = { draw: draw };
})();
