/// The script at the end of the page. It measures the laid-out page in the browser, where fonts
/// and line breaking are real: it outlines in red any string that spills out of its card, checks
/// that each card runs in its `dir` (its title starts at the right edge in right-to-left
/// languages), and says so in the page's header. It also writes the results, base64-encoded
/// JSON, into `<body data-layout>`, so a test can read them from `chromium --dump-dom`, with each
/// language's review status as the browser shows it.
///
/// `?only=ar,de,ja` in the page's address shows only those languages (for screenshots).
enum GalleryLayoutScript {
    static let javaScript = """
    (function () {
      var only = new URLSearchParams(location.search).get('only');
      if (only) {
        var wanted = only.split(',');
        document.querySelectorAll('section.language').forEach(function (section) {
          if (wanted.indexOf(section.dataset.language) < 0) { section.style.display = 'none'; }
        });
        document.querySelectorAll('nav.languages a').forEach(function (link) {
          if (wanted.indexOf(link.dataset.language) < 0) { link.style.display = 'none'; }
        });
      }
      var report = { languages: [], cards: 0, overflows: [], directions: [], reviews: [] };
      document.querySelectorAll('section.language').forEach(function (section) {
        if (section.style.display === 'none') { return; }
        var language = section.dataset.language;
        report.languages.push(language);
        var review = section.querySelector('.review');
        var shown = review ? review.getBoundingClientRect() : null;
        report.reviews.push({ language: language, state: review ? review.dataset.review : 'none',
          text: review ? review.innerText : '', visible: !!shown && shown.width > 0 && shown.height > 0 });
        section.querySelectorAll('.alert').forEach(function (alert) {
          report.cards += 1;
          var box = alert.getBoundingClientRect();
          alert.querySelectorAll('.title, .line, .button, .text, .key').forEach(function (element) {
            var rect = element.getBoundingClientRect();
            var outside = rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.bottom > box.bottom + 0.5;
            var block = getComputedStyle(element).display !== 'inline';
            var clipped = block && element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1;
            if (outside || clipped) {
              element.classList.add('overflow');
              report.overflows.push({ language: language, kind: alert.dataset.kind, text: element.textContent.slice(0, 120) });
            }
          });
          var first = alert.querySelector('.title > .text') || alert.querySelector('.line > .text');
          var holder = first.parentElement.getBoundingClientRect();
          var range = document.createRange();
          range.selectNodeContents(first);
          var text = range.getBoundingClientRect();
          var dir = alert.getAttribute('dir');
          var startAligned = dir === 'rtl' ? Math.abs(holder.right - text.right) <= 2 : Math.abs(text.left - holder.left) <= 2;
          report.directions.push({ language: language, kind: alert.dataset.kind, dir: dir,
            computed: getComputedStyle(alert).direction, startAligned: startAligned });
        });
      });
      var wrong = report.directions.filter(function (d) {
        return d.computed !== (d.dir === 'rtl' ? 'rtl' : 'ltr') || !d.startAligned;
      });
      var summary = document.getElementById('layout-summary');
      summary.textContent = 'Layout check: ' + report.cards + ' cards in ' + report.languages.length + ' languages; '
        + report.overflows.length + ' strings overflow their card (outlined in red); '
        + wrong.length + ' cards run in the wrong direction.';
      if (report.overflows.length || wrong.length) { summary.className = 'bad'; }
      var bytes = new TextEncoder().encode(JSON.stringify(report));
      var binary = '';
      for (var i = 0; i < bytes.length; i++) { binary += String.fromCharCode(bytes[i]); }
      document.body.setAttribute('data-layout', btoa(binary));
    })();
    """
}
