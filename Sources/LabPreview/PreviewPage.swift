/// The preview page: the picture on the left, the tree on the right, and under the tree what
/// the pointer is over (its frame and constraints). A WebSocket brings each new snapshot; the
/// page keeps the selected view across updates. For tests (and the curious) the page writes
/// each view's on-screen rectangle, in points, into `#rects` after every update.
enum PreviewPage {
  static let html = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>LayoutLab preview</title>
    <style>
      body {
        margin: 0; display: flex; font: 13px -apple-system, "Inter", sans-serif;
        color: #1c1c1e; background: #f2f2f7;
      }
      #picture { flex: none; padding: 16px; }
      #picture svg {
        height: calc(100vh - 32px); width: auto; box-shadow: 0 2px 12px rgba(0,0,0,.15); background: #fff;
      }
      #side { flex: 1; padding: 16px; overflow: auto; height: calc(100vh - 32px); }
      #tree { list-style: none; padding: 0; margin: 0 0 16px; }
      #tree li { padding: 2px 4px; cursor: pointer; border-radius: 4px; white-space: nowrap; }
      #tree li:hover { background: #e5e5ea; }
      #tree li.selected { background: #0072b2; color: #fff; }
      #tree .kind { color: #8e8e93; margin-left: 6px; }
      #tree li.selected .kind { color: #d0e4f2; }
      #tree .ambiguous { color: #e69f00; }
      #info { white-space: pre-wrap; font-family: ui-monospace, Menlo, monospace; font-size: 12px; }
      rect.selected { stroke: #0072b2 !important; stroke-width: 3 !important; }
      #status { color: #8e8e93; margin-bottom: 8px; }
      #rects { display: none; }
    </style>
    </head>
    <body data-version="0">
    <div id="picture"></div>
    <div id="side">
      <div id="status">connecting…</div>
      <ul id="tree"></ul>
      <div id="info">Point at a view to see its frame and constraints.</div>
      <pre id="rects"></pre>
    </div>
    <script>
    let snapshot = null;
    let selected = null;
    const byName = new Map();

    function describe(view) {
      const f = view.frame.map(n => Math.round(n * 1000) / 1000).join(", ");
      return view.name + "  " + view.kind + "\nframe (" + f + ")" + (view.ambiguous ? "\nAMBIGUOUS" : "") +
        "\n\n" + (view.constraints.length ? view.constraints.join("\n") : "no constraints");
    }

    function select(name) {
      selected = name;
      document.querySelectorAll("rect.selected").forEach(r => r.classList.remove("selected"));
      document.querySelectorAll("#tree li")
        .forEach(li => li.classList.toggle("selected", li.dataset.name === name));
      const rect = document.querySelector('#picture rect[data-name="' + CSS.escape(name) + '"]');
      if (rect) rect.classList.add("selected");
      const view = byName.get(name);
      if (view) document.getElementById("info").textContent = describe(view);
    }

    function render(s) {
      snapshot = s;
      byName.clear();
      for (const view of s.views) byName.set(view.name, view);
      document.getElementById("picture").innerHTML = s.svg;
      const tree = document.getElementById("tree");
      tree.innerHTML = "";
      for (const view of s.views) {
        const li = document.createElement("li");
        li.dataset.name = view.name;
        li.style.paddingLeft = (4 + 14 * view.depth) + "px";
        li.innerHTML = "<span></span><span class=kind></span>";
        li.firstChild.textContent = view.name;
        if (view.ambiguous) li.firstChild.classList.add("ambiguous");
        li.lastChild.textContent = view.kind;
        li.addEventListener("click", () => select(view.name));
        tree.appendChild(li);
      }
      for (const rect of document.querySelectorAll("#picture rect[data-name]")) {
        if (!rect.dataset.name) continue;
        rect.addEventListener("mouseenter", () => {
          const view = byName.get(rect.dataset.name);
          if (view) document.getElementById("info").textContent = describe(view);
        });
      }
      if (selected && byName.has(selected)) select(selected);
      document.getElementById("status").textContent =
        "statement " + s.version + " · " + s.views.length + " views";
      document.body.dataset.version = s.version;
      writeRects();
    }

    // Each view's rectangle as the browser laid the picture out, back in points.
    function writeRects() {
      const svg = document.querySelector("#picture svg");
      if (!svg) return;
      const box = svg.getBoundingClientRect();
      const scale = box.width / snapshot.width;
      const rects = {};
      for (const rect of svg.querySelectorAll("rect[data-name]")) {
        if (!rect.dataset.name) continue;
        const r = rect.getBoundingClientRect();
        rects[rect.dataset.name] =
          [(r.left - box.left) / scale, (r.top - box.top) / scale, r.width / scale, r.height / scale]
            .map(n => Math.round(n * 100) / 100);
      }
      document.getElementById("rects").textContent = JSON.stringify(rects);
    }

    // `?until=N` (tests): keep a request open until snapshot N exists.
    const until = new URLSearchParams(location.search).get("until");
    if (until) fetch("/wait?version=" + encodeURIComponent(until));
    let updates = 0;

    function connect() {
      const socket = new WebSocket("ws://" + location.host + "/updates");
      socket.onopen = () => { document.getElementById("status").textContent = "connected"; };
      socket.onmessage = event => {
        const s = JSON.parse(event.data);
        if (!s.svg) return;
        render(s);
        document.body.dataset.updates = ++updates;
      };
      socket.onclose = () => {
        document.getElementById("status").textContent =
          "the session has ended or is not reachable; retrying…";
        setTimeout(connect, 1000);
      };
    }
    connect();
    </script>
    </body>
    </html>
    """#
}
