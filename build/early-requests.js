// Runs in index.html while the page is parsed, before any of the app's code has arrived: starts a
// signed-in landing route's first GET requests so their answers come back in the same round as the
// scripts. The table (<script type="application/json" id="first-requests">, written at build time by
// build/first-request-plugin.ts from the app's own query functions) says which. The app takes each
// answer once (src/lib/early-answers.ts); a request not listed, or an answer it cannot use, it asks
// for itself as usual. Plain, constant code: its hash is the one inline script the CSP allows.
(function () {
  try {
    var source = document.getElementById('first-requests');
    if (!source) return;
    var table = JSON.parse(source.textContent);
    var cookie = document.cookie.match(new RegExp('(?:^|; *)' + table.cookie + '=([^;]*)'));
    if (!cookie) return;
    var token = decodeURIComponent(cookie[1]);
    var part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    var user = JSON.parse(atob(part + '===='.slice(part.length % 4 || 4)));
    // An expired token is refreshed by the app first; a temporary password is changed first.
    if (typeof user.exp === 'number' && user.exp * 1000 <= Date.now()) return;
    if (user.mustChangePassword === true) return;
    var language = table.defaultLanguage;
    try {
      var stored = localStorage.getItem(table.languageKey);
      if (table.languages.indexOf(stored) >= 0) language = stored;
    } catch {
      // No storage (private mode): the app reads the default language too.
    }
    // What every signed-in page runs before its heading paints: asked for beside the entry, not
    // each once the file before it has run.
    var code = table.signedInCode.concat(table.signedInWords[language]);
    for (var c = 0; c < code.length; c++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = code[c];
      document.head.appendChild(link);
    }
    // A query string is a state the user chose (a filter, a page): the app asks for that itself.
    if (location.search) return;
    var here = location.pathname.split('/');
    for (var r = 0; r < table.routes.length; r++) {
      var route = table.routes[r];
      if (route.roles.indexOf(user.organizationType) < 0) continue;
      var segments = route.path.split('/');
      if (segments.length !== here.length) continue;
      var params = {};
      var matches = true;
      for (var s = 0; s < segments.length && matches; s++) {
        if (segments[s].charAt(0) === ':') {
          // Only plain ids: anything to encode is left to the app.
          matches = /^[\w-]+$/.test(here[s]);
          params[segments[s]] = here[s];
        } else matches = segments[s] === here[s];
      }
      if (!matches) continue;
      var answers = {};
      for (var q = 0; q < route.requests.length; q++) {
        var key = route.requests[q];
        for (var name in params) key = key.split(name).join(params[name]);
        answers[key] = fetch(key.slice(key.indexOf(' ') + 1), {
          headers: { Accept: table.accept, 'Accept-Language': language, Authorization: 'Bearer ' + token },
        })
          .then(function (response) {
            if (!response.ok) return null;
            return response.json().then(function (data) {
              return { status: response.status, data: data };
            });
          })
          .catch(function () {
            return null;
          });
      }
      window[table.global] = { token: token, language: language, at: Date.now(), answers: answers };
      return;
    }
  } catch {
    // A cookie or table it cannot read: the app asks for everything itself, as it always could.
  }
})();
