/* Hush on a phone: a chat with the same interpreter as the `hush` prompt (POST /v1/say), the dashboard
   above it (GET /v1/status), live over the household's event stream, and lines typed offline kept on the
   phone and sent in order when the connection returns.

   Rules this file keeps: every text from the server or the person is inserted as text (textContent,
   never markup); the device token is an HttpOnly cookie this script never sees, and nothing it stores
   holds one; no eval, no inline handlers (the Content-Security-Policy forbids both anyway). */
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);

  /* ---------- Storage on the phone: the conversation, the last status, who this is. Never a token. */

  const keep = {
    get(key, fallback) {
      try {
        const text = localStorage.getItem(key);
        return text === null ? fallback : JSON.parse(text);
      } catch (error) {
        return fallback;
      }
    },
    set(key, value) {
      try { localStorage.setItem(key, JSON.stringify(value)); } catch (error) { /* full or refused: the page still works */ }
    },
    remove(key) {
      try { localStorage.removeItem(key); } catch (error) { /* nothing to do */ }
    },
  };

  /** The most entries of conversation kept; lines still waiting to be sent are never dropped. */
  const historyLimit = 200;
  /** A line sent later than this after it was typed carries the time it was said (`said_at`), as does
      every line typed while offline, or behind others still waiting, or whose first try failed. */
  const saidAtAfterMs = 2000;

  const state = {
    me: null,
    status: null,
    offset: 0,            // the server's clock minus the phone's, in ms
    baby: null,           // the chosen baby's name
    chat: [],
    newsSeq: null,
    reachable: navigator.onLine,
    stale: false,
    pumping: false,
    retryTimer: null,
    retryDelay: 1000,
    refreshing: false,
    refreshAgain: false,
    bannerTimer: null,
    bannerAction: null,
    prefetched: null,     // the first status, asked for beside /app/me
    stream: null,
    entered: false,
    pinned: true,
  };

  const scope = () => state.me ? `hush.${state.me.household}.${state.me.person}` : 'hush.nobody';
  const now = () => Date.now() + state.offset;

  /* ---------- Talking to the server */

  async function call(method, path, body) {
    const options = { method, credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } };
    if (body !== undefined) {
      options.headers['Content-Type'] = 'application/json';
      options.body = JSON.stringify(body);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 15000);
    options.signal = controller.signal;
    try {
      const response = await fetch(path, options);
      let data = null;
      try { data = await response.json(); } catch (error) { data = null; }
      return { status: response.status, data, date: response.headers.get('Date') };
    } finally {
      clearTimeout(timer);
    }
  }

  /* ---------- Words and times, as `hush status` says them */

  function short(seconds) {
    const minutes = Math.max(0, Math.floor(seconds / 60));
    if (minutes < 60) return `${minutes}m`;
    if (minutes < 1440) return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
    return `${Math.floor(minutes / 1440)}d ${Math.floor((minutes % 1440) / 60)}h`;
  }
  const ago = (seconds) => `${short(seconds)} ago`;

  function countdown(seconds) {
    if (seconds >= 600) return short(seconds);
    const whole = Math.max(0, Math.floor(seconds));
    return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
  }

  function zoneFormat(options) {
    const zone = state.status && state.status.zone;
    try {
      return new Intl.DateTimeFormat('en-US', zone ? Object.assign({ timeZone: zone }, options) : options);
    } catch (error) {
      return new Intl.DateTimeFormat('en-US', options);
    }
  }

  /** "3:02 AM" on the household's clock. */
  function clock(instant) {
    return zoneFormat({ hour: 'numeric', minute: '2-digit' }).format(instant).replace(/\u202f/g, ' ');
  }

  /** Minutes after midnight on the household's clock. */
  function minutesOfDay(instant) {
    const parts = zoneFormat({ hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(instant);
    const part = (type) => Number((parts.find((p) => p.type === type) || { value: '0' }).value);
    return (part('hour') % 24) * 60 + part('minute');
  }

  const instant = (text) => {
    const parsed = typeof text === 'string' ? Date.parse(text) : NaN;
    return Number.isNaN(parsed) ? null : parsed;
  };
  const eventTime = (time) => (time && instant(time.utc)) || null;

  /* ---------- Screens */

  function showOnly(id) {
    for (const screen of ['loading', 'signin', 'app']) $(screen).hidden = screen !== id;
  }

  function showSignIn(problem) {
    showOnly('signin');
    $('linking').hidden = true;
    $('join-form').hidden = false;
    const shown = $('signin-error');
    shown.textContent = problem || '';
    shown.hidden = !problem;
  }

  async function loadMe() {
    // The dashboard's status is asked for at the same time: one round trip to the first drawing, not two
    // (a phone that is not signed in gets a 401 for it, and the sign-in screen).
    const asked = Date.now();
    const status = call('GET', '/v1/status').then((answer) => ({ answer, asked, answered: Date.now() }));
    status.catch(() => { /* no connection: refreshStatus finds out again */ });
    state.prefetched = status;
    let answer = null;
    try { answer = await call('GET', '/app/me'); } catch (error) { answer = null; }
    if (answer && answer.status === 200 && answer.data && answer.data.person) {
      state.me = answer.data;
      state.reachable = true;
      keep.set('hush.me', state.me);
      return enter();
    }
    if (answer && answer.status === 401) {
      keep.remove('hush.me');
      return showSignIn();
    }
    // No answer (offline) or a server in trouble: the phone's last known self, and its last known data.
    const cached = keep.get('hush.me', null);
    if (cached && cached.person) {
      state.me = cached;
      state.reachable = false;
      return enter();
    }
    showSignIn('Hush cannot reach your family\u2019s server right now. Try again once this phone is connected.');
  }

  async function join(code, person) {
    let answer = null;
    try { answer = await call('POST', '/app/join', { code, person }); } catch (error) { answer = null; }
    if (answer && answer.status === 200 && answer.data && answer.data.ok) return loadMe();
    showSignIn(problemOf(answer, 'Joining did not work.'));
  }

  async function redeemLink(code) {
    showOnly('signin');
    $('linking').hidden = false;
    $('join-form').hidden = true;
    $('signin-error').hidden = true;
    let answer = null;
    try { answer = await call('POST', '/app/link', { code }); } catch (error) { answer = null; }
    if (answer && answer.status === 200 && answer.data && answer.data.ok) return loadMe();
    showSignIn(problemOf(answer, 'This link did not work.'));
  }

  function problemOf(answer, otherwise) {
    if (!answer) return 'No connection to your family\u2019s server. Try again once this phone is connected.';
    if (answer.data && typeof answer.data.error === 'string') return answer.data.error;
    return `${otherwise} (the server answered ${answer.status})`;
  }

  async function signOut() {
    const waiting = state.chat.filter(isWaiting).length;
    if (waiting && !window.confirm(`${waiting} ${waiting === 1 ? 'line has' : 'lines have'} not reached the server yet and will be lost. Sign out anyway?`)) return;
    let answer = null;
    try { answer = await call('POST', '/app/signout'); } catch (error) { answer = null; }
    if (!answer || (answer.status !== 200 && answer.status !== 401)) {
      $('who').textContent = problemOf(answer, 'Signing out did not work.');
      return;
    }
    for (const suffix of ['chat', 'status', 'baby', 'news']) keep.remove(`${scope()}.${suffix}`);
    keep.remove('hush.me');
    if (state.stream) state.stream.close();
    location.replace('/app/');
  }

  /* ---------- The app */

  function enter() {
    showOnly('app');
    state.chat = keep.get(`${scope()}.chat`, []).filter((entry) => entry && typeof entry === 'object');
    for (const entry of state.chat) if (entry.state === 'sending') entry.state = 'waiting';
    const cached = keep.get(`${scope()}.status`, null);
    if (cached && cached.status) {
      state.status = cached.status;
      state.offset = Number(cached.offset) || 0;
      state.stale = true;
    }
    state.baby = keep.get(`${scope()}.baby`, null);
    state.newsSeq = keep.get(`${scope()}.news`, null);
    renderChat();
    renderMe();
    renderDashboard();
    renderConnection();
    if (!state.entered) {
      state.entered = true;
      setInterval(tick, 1000);
      setInterval(refreshStatus, 30000);
    }
    connectStream();
    refreshStatus();
    pump();
  }

  function babies() {
    const fromStatus = state.status && Array.isArray(state.status.babies) ? state.status.babies.map((b) => b.name) : [];
    const fromMe = state.me && Array.isArray(state.me.babies) ? state.me.babies.map((b) => b.name) : [];
    return fromStatus.length ? fromStatus : fromMe;
  }

  function chosenBaby() {
    const names = babies();
    if (state.baby && names.includes(state.baby)) return state.baby;
    return names[0] || null;
  }

  function renderMe() {
    const me = state.me;
    const role = me.role === 'subscriber' ? 'family (office hours)' : me.role;
    $('who').textContent = `Signed in as ${me.person}${role ? `, ${role}` : ''}.`;
    $('secure-note').hidden = window.isSecureContext;
    const subscriber = me.role === 'subscriber';
    $('dashboard').hidden = subscriber;
    $('quick').hidden = subscriber;
    $('office').hidden = !subscriber;
  }

  function renderBabyPicker() {
    const names = babies();
    const picker = $('baby');
    const chosen = chosenBaby();
    picker.hidden = names.length < 2 || (state.me && state.me.role === 'subscriber');
    const current = Array.from(picker.options).map((option) => option.value);
    if (current.join('\n') !== names.join('\n')) {
      picker.replaceChildren(...names.map((name) => {
        const option = document.createElement('option');
        option.value = name;
        option.textContent = name;
        return option;
      }));
    }
    if (chosen) picker.value = chosen;
    $('title').textContent = names.length === 1 ? names[0] : 'Hush';
    document.title = names.length === 1 ? `Hush · ${names[0]}` : 'Hush';
  }

  /* ---------- The dashboard */

  async function refreshStatus() {
    if (!state.me) return;
    if (state.refreshing) { state.refreshAgain = true; return; }
    state.refreshing = true;
    const prefetched = state.prefetched;
    state.prefetched = null;
    try {
      let asked = Date.now();
      let answer;
      let answered;
      if (prefetched) {
        ({ answer, asked, answered } = await prefetched);
      } else {
        answer = await call('GET', '/v1/status');
        answered = Date.now();
      }
      if (answer.status === 200 && answer.data) {
        state.status = answer.data;
        state.stale = false;
        state.reachable = true;
        // The server's clock rules, as it does for `hush status`: a pinned or shifted server clock, or a
        // phone whose clock is off, still shows the same counters as the terminal.
        const told = instant(answer.data.now);
        const dated = instant(answer.date);
        const middle = (asked + answered) / 2;
        if (told !== null) state.offset = told - middle;
        else if (dated !== null && Math.abs(dated - middle) > 5000) state.offset = dated - middle;
        else state.offset = 0;
        keep.set(`${scope()}.status`, { status: state.status, offset: state.offset });
        renderDashboard();
        if (!document.documentElement.dataset.drawn) {
          // The first dashboard drawn from the server's answer: what "first render" measures.
          document.documentElement.dataset.drawn = 'true';
          if (window.performance && performance.mark) performance.mark('hush-first-render');
        }
      } else if (answer.status === 401) {
        signedOutElsewhere();
      } else {
        state.stale = true;
      }
    } catch (error) {
      state.stale = true;
      state.reachable = false;
    } finally {
      state.refreshing = false;
      renderConnection();
      if (state.refreshAgain) {
        state.refreshAgain = false;
        refreshStatus();
      }
    }
  }

  function signedOutElsewhere() {
    // Revoked from a terminal, or signed out on another tab: what waits stays stored for this person.
    keep.remove('hush.me');
    if (state.stream) state.stream.close();
    state.me = null;
    showSignIn('This phone is no longer signed in. Join again, or open a new link from `add device`.');
  }

  function renderDashboard() {
    renderBabyPicker();
    renderOffice();
    applyTheme();
    const status = state.status;
    const name = chosenBaby();
    const baby = status && Array.isArray(status.babies) ? status.babies.find((b) => b.name === name) : null;
    if (!baby) {
      setText('today', state.me && state.me.role !== 'subscriber' && status ? 'No baby yet: type \u201cnew baby NAME born YYYY-MM-DD\u201d.' : '');
    } else {
      const today = baby.today || {};
      const feeds = Number(today.feeds) || 0;
      const notes = Number(today.notes) || 0;
      let line = `${feeds} ${feeds === 1 ? 'feed' : 'feeds'} \u00b7 ${Number(today.pee) || 0} pee \u00b7 ${Number(today.poop) || 0} poop \u00b7 `
        + `${Math.floor((Number(today.sleep_minutes) || 0) / 60)}h ${(Number(today.sleep_minutes) || 0) % 60}m sleep`;
      if (notes > 0) line += ` \u00b7 ${notes} ${notes === 1 ? 'note' : 'notes'}`;
      setText('today', `Today \u00b7 ${line}`);
    }
    const sleeping = !!(baby && baby.active_sleep);
    const sleepTap = $('tap-sleep');
    sleepTap.textContent = sleeping ? 'Awake' : 'Asleep';
    sleepTap.dataset.say = sleeping ? 'woke up' : 'fell asleep';
    const suggested = baby && baby.suggested_side;
    $('tap-left').classList.toggle('suggested', suggested === 'left');
    $('tap-right').classList.toggle('suggested', suggested === 'right');
    renderCounters();
  }

  function renderOffice() {
    const office = state.status && state.status.office_hours;
    const name = (state.me && state.me.babies && state.me.babies[0] && state.me.babies[0].name) || 'The baby';
    if (!office) {
      setText('office-state', 'Office hours: not known yet');
      setText('office-since', '');
      return;
    }
    setText('office-state', office.available ? `${name} is in! The baby will see you now.` : `${name} is not taking calls right now.`);
    const since = instant(office.since);
    setText('office-since', office.available && since !== null ? `since ${clock(since)}` : '');
  }

  /** Every second: the counters move without asking the server anything. */
  function tick() {
    if (!state.me || $('app').hidden) return;
    renderCounters();
    applyTheme();
  }

  function setText(id, text) {
    const element = $(id);
    if (element && element.textContent !== text) element.textContent = text;
  }

  function sideIndicator(data) {
    const first = data.started_side === 'right' ? 'R' : data.started_side === 'left' ? 'L' : '';
    if (!first) return '';
    if (!data.both_sides) return first;
    return first === 'L' ? 'L+R' : 'R+L';
  }

  function amountText(data) {
    const unit = data.unit || '';
    const prepared = Number(data.amount_prepared);
    const remaining = Number(data.amount_remaining);
    if (Number.isFinite(prepared) && data.amount_remaining !== null && data.amount_remaining !== undefined && Number.isFinite(remaining)) {
      return `drank ${Math.round((prepared - remaining) * 10) / 10} ${unit}`;
    }
    if (Number.isFinite(prepared) && data.amount_prepared !== null) return `${prepared} ${unit} bottle`;
    const amount = Number(data.amount);
    return Number.isFinite(amount) && data.amount !== null && data.amount !== undefined ? `${amount} ${unit}` : 'bottle';
  }

  const diaperWords = { wet: 'pee', dirty: 'poop', both: 'pee + poop' };

  function renderCounters() {
    const status = state.status;
    const name = chosenBaby();
    const baby = status && Array.isArray(status.babies) ? status.babies.find((b) => b.name === name) : null;
    const at = now();
    const seconds = (from) => (at - from) / 1000;

    // Feed, with the side it started on (L, R, L+R, R+L) or what a bottle held.
    const feed = baby && baby.last_feed;
    let feedSince = '--';
    let feedSide = '';
    let feedDetail = '';
    if (feed && feed.data) {
      const started = feed.data.method === 'breast' ? eventTime(feed.start_time)
        : (instant(feed.data.feeding_started_at) || eventTime(feed.start_time));
      if (started !== null) feedSince = ago(seconds(started));
      if (feed.data.method === 'breast') feedSide = sideIndicator(feed.data);
      else feedDetail = amountText(feed.data);
    }
    if (baby && baby.suggested_side) feedDetail = [feedDetail, `next: ${baby.suggested_side}`].filter(Boolean).join(' \u00b7 ');
    setText('feed-since', feedSince);
    setText('feed-side', feedSide);
    setText('feed-detail', feedDetail);

    const diaper = baby && baby.last_diaper;
    const diaperAt = diaper ? eventTime(diaper.start_time) : null;
    setText('diaper-since', diaperAt !== null ? ago(seconds(diaperAt)) : '--');
    setText('diaper-detail', diaper && diaper.data ? (diaperWords[diaper.data.contents] || String(diaper.data.contents || 'contents not recorded')) : '');

    // Sleep: what is running, else since the last one ended.
    const active = baby && baby.active_sleep;
    const last = baby && baby.last_sleep;
    const sleepCard = $('sleep-since').parentElement;
    sleepCard.classList.toggle('sleeping', !!active);
    if (active && eventTime(active.start_time) !== null) {
      const start = eventTime(active.start_time);
      setText('sleep-since', `Sleeping: ${short(seconds(start))}`);
      setText('sleep-detail', `since ${clock(start)}`);
    } else if (last && eventTime(last.end_time) !== null) {
      const end = eventTime(last.end_time);
      const start = eventTime(last.start_time);
      setText('sleep-since', ago(seconds(end)));
      setText('sleep-detail', start !== null ? `slept ${short((end - start) / 1000)}` : '');
    } else {
      setText('sleep-since', '--');
      setText('sleep-detail', '');
    }

    // The nap window: how long until it opens, then until it closes.
    const nap = baby && baby.next_nap;
    const from = nap ? instant(nap.from) : null;
    const to = nap ? instant(nap.to) : null;
    if (from === null || to === null || active) {
      setText('nap-since', '--');
      setText('nap-detail', active ? 'asleep now' : '');
    } else if (at < from) {
      setText('nap-since', `in ${short((from - at) / 1000)}`);
      setText('nap-detail', `${clock(from)} \u2013 ${clock(to)}`);
    } else if (at <= to) {
      setText('nap-since', 'Now');
      setText('nap-detail', `until ${clock(to)}`);
    } else {
      setText('nap-since', 'Past');
      setText('nap-detail', `was ${clock(from)} \u2013 ${clock(to)}`);
    }

    renderBottles(baby, at);
  }

  function renderBottles(baby, at) {
    const list = $('bottles');
    const bottles = baby && Array.isArray(baby.bottles) ? baby.bottles : [];
    while (list.children.length > bottles.length) list.lastElementChild.remove();
    bottles.forEach((bottle, index) => {
      let item = list.children[index];
      if (!item) {
        item = document.createElement('li');
        list.append(item);
      }
      const event = bottle.event || {};
      const data = event.data || {};
      const expires = instant(bottle.expires_at);
      const feeding = instant(data.feeding_started_at);
      // What matters at a glance is how long it stays good; when it was made is in `today` on request.
      let text = `${amountText(data)}`;
      if (data.contents === 'breast_milk' || data.contents === 'breast milk') text += ' of breast milk';
      if (feeding !== null) text += ` \u00b7 feeding since ${clock(feeding)}`;
      let urgency = '';
      if (expires !== null) {
        const left = (expires - at) / 1000;
        if (left <= 0) {
          text += ` \u00b7 expired ${ago(-left)}`;
          urgency = 'expired';
        } else {
          text += ` \u00b7 expires in ${countdown(left)}`;
          urgency = left <= 900 ? 'urgent' : left <= 1800 ? 'soon' : '';
        }
      }
      if (item.textContent !== text) item.textContent = text;
      if (item.className !== urgency) item.className = urgency;
    });
  }

  function renderConnection() {
    const waiting = state.chat.filter(isWaiting).length;
    const lines = `${waiting} ${waiting === 1 ? 'line' : 'lines'}`;
    let text = '';
    // The browser's own word counts too: an answer that was on its way when the network went must not
    // make the phone look connected.
    if (!state.reachable || !navigator.onLine) text = waiting ? `Offline \u00b7 ${lines} waiting to be sent` : 'Offline \u00b7 showing the last known data';
    else if (waiting) text = `Sending ${lines}\u2026`;
    else if (state.stale && state.status) text = 'Offline \u00b7 showing the last known data';
    setText('connection', text);
    $('connection').hidden = !text;
  }

  /* ---------- Night: dark through the quiet hours the server says (the person's, 22:00-06:00 unless set),
     and outside them whatever the phone's own setting asks for */

  function applyTheme() {
    const quiet = state.status && state.status.quiet_hours;
    const root = document.documentElement;
    let theme = null;
    const match = typeof quiet === 'string' ? /^(\d\d):(\d\d)-(\d\d):(\d\d)$/.exec(quiet) : null;
    if (match) {
      const start = Number(match[1]) * 60 + Number(match[2]);
      const end = Number(match[3]) * 60 + Number(match[4]);
      const minute = minutesOfDay(now());
      const inside = start <= end ? minute >= start && minute < end : minute >= start || minute < end;
      theme = inside ? 'night' : null;
    }
    if (theme === null) {
      if (root.dataset.theme !== undefined) delete root.dataset.theme;
    } else if (root.dataset.theme !== theme) {
      root.dataset.theme = theme;
    }
    const page = getComputedStyle(root).getPropertyValue('--page').trim();
    const meta = document.querySelector('meta[name="theme-color"]');
    if (meta && page && meta.content !== page) meta.content = page;
  }

  /* ---------- The conversation */

  const isWaiting = (entry) => entry.kind === 'line' && (entry.state === 'waiting' || entry.state === 'sending');
  const identifier = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

  function save() {
    let chat = state.chat;
    if (chat.length > historyLimit) {
      const cut = chat.length - historyLimit;
      chat = chat.filter((entry, index) => index >= cut || isWaiting(entry));
      state.chat = chat;
    }
    keep.set(`${scope()}.chat`, chat);
  }

  function renderChat() {
    const list = $('chat');
    list.replaceChildren(...state.chat.map(entryElement));
    if (!state.chat.length) list.append(hintElement());
    scrollToEnd();
  }

  function hintElement() {
    const item = document.createElement('li');
    item.className = 'hint';
    item.id = 'hint';
    const text = document.createElement('p');
    text.className = 'bubble reply';
    text.textContent = 'Type what happened, as you would say it: \u201cwet diaper\u201d, \u201cfell asleep 10 min ago\u201d, \u201cate 4oz, 0.5 left\u201d, or ask \u201cwhen did she last eat?\u201d';
    item.append(text);
    return item;
  }

  function scrollToEnd() {
    const list = $('chat');
    list.scrollTop = list.scrollHeight;
    state.pinned = true;
  }

  /** The conversation stays at its newest line while the person has not scrolled back, even as the
      banner or the keyboard takes room from it. */
  function keepPinned() {
    const list = $('chat');
    let lastTop = 0;
    // Scrolling up lets go of the newest line, scrolling back to the end holds it again. Judged by the
    // direction rather than the position: a scroll event arrives a frame late, when the banner may
    // already have taken room and the end seems further away than it was.
    list.addEventListener('scroll', () => {
      if (list.scrollTop < lastTop - 2) state.pinned = false;
      else if (list.scrollTop + list.clientHeight >= list.scrollHeight - 8) state.pinned = true;
      lastTop = list.scrollTop;
    }, { passive: true });
    if (window.ResizeObserver) {
      new ResizeObserver(() => {
        if (state.pinned) list.scrollTop = list.scrollHeight;
        lastTop = list.scrollTop;
      }).observe(list);
    }
  }

  function showEntry(entry) {
    const old = document.querySelector(`[data-entry="${CSS.escape(entry.id)}"]`);
    const fresh = entryElement(entry);
    if (old) old.replaceWith(fresh);
    else {
      const hint = $('hint');
      if (hint) hint.remove();
      $('chat').append(fresh);
    }
    scrollToEnd();
    renderConnection();
  }

  function paragraph(className, text) {
    const element = document.createElement('p');
    element.className = className;
    element.textContent = text;
    return element;
  }

  /** What the person said, with the word a refusal points at marked (its 1-based column). */
  function saidElement(entry) {
    const said = document.createElement('p');
    said.className = 'bubble said';
    const column = entry.reply && Number(entry.reply.column);
    if (entry.state === 'refused' && Number.isInteger(column) && column >= 1 && column <= entry.text.length) {
      const start = column - 1;
      let end = entry.text.indexOf(' ', start);
      if (end === -1 || end === start) end = entry.text.length;
      const mark = document.createElement('mark');
      mark.textContent = entry.text.slice(start, end);
      said.append(document.createTextNode(entry.text.slice(0, start)), mark, document.createTextNode(entry.text.slice(end)));
    } else {
      said.textContent = entry.text;
    }
    return said;
  }

  /** The phrases a refusal offers after "say" (each in quotes), as buttons that fill the message box. */
  function suggestions(error) {
    const at = error.search(/\bsay\b/);
    if (at === -1) return [];
    const found = [];
    const pattern = /'([^']{2,80})'/g;
    let match;
    while ((match = pattern.exec(error.slice(at))) !== null) if (!found.includes(match[1])) found.push(match[1]);
    return found.slice(0, 4);
  }

  function entryElement(entry) {
    const item = document.createElement('li');
    item.dataset.entry = entry.id;
    item.dataset.state = entry.state || '';
    if (entry.kind === 'news') {
      item.className = 'from-others';
      item.append(paragraph('bubble news', `${entry.person}: ${entry.text}`));
      return item;
    }
    item.className = entry.kind === 'undo' ? 'exchange undo' : 'exchange';
    item.append(saidElement(entry));
    if (entry.state === 'waiting' || entry.state === 'sending') {
      const when = instant(entry.said_at);
      const label = entry.state === 'sending' ? 'Sending\u2026' : `Waiting to be sent \u00b7 said ${when !== null ? clock(when) : ''}`;
      item.append(paragraph(`state ${entry.state}`, label));
    } else if (entry.state === 'refused') {
      const refusal = document.createElement('div');
      refusal.className = 'bubble refusal';
      refusal.setAttribute('role', 'group');
      refusal.setAttribute('aria-label', 'Refused');
      const title = document.createElement('strong');
      title.textContent = 'Not done: nothing changed';
      const error = String((entry.reply && entry.reply.error) || 'refused');
      refusal.append(title, document.createTextNode(error));
      const offered = suggestions(error);
      if (offered.length) {
        const row = document.createElement('div');
        row.className = 'suggestions';
        for (const phrase of offered) {
          const button = document.createElement('button');
          button.type = 'button';
          button.dataset.fill = phrase;
          button.textContent = phrase;
          row.append(button);
        }
        refusal.append(row);
      }
      item.append(refusal);
    } else if (entry.reply) {
      const text = String(entry.reply.text || '');
      // Tables (`status`, `today`: rows indented and aligned) keep their columns; sentences wrap.
      item.append(paragraph(/\n {2}/.test(text) ? 'bubble reply block' : 'bubble reply', text));
    }
    return item;
  }

  function announce(text) {
    const region = $('announce');
    region.textContent = '';
    // A change the screen reader notices even when the same words come twice.
    setTimeout(() => { region.textContent = text; }, 50);
  }

  function say(text) {
    const line = String(text || '').trim();
    if (!line || !state.me) return;
    const entry = {
      id: identifier(),
      kind: 'line',
      text: line,
      baby: chosenBaby(),
      said_at: new Date(now()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      typed_at: Date.now(),
      deferred: !state.reachable || !navigator.onLine || state.chat.some(isWaiting),
      state: 'waiting',
    };
    state.chat.push(entry);
    save();
    showEntry(entry);
    pump();
  }

  /** Sends waiting lines one at a time, in the order they were typed; stops at the first that cannot go. */
  async function pump() {
    if (state.pumping || !state.me) return;
    state.pumping = true;
    clearTimeout(state.retryTimer);
    try {
      for (;;) {
        const entry = state.chat.find(isWaiting);
        if (!entry) break;
        entry.state = 'sending';
        showEntry(entry);
        // The line's id: sent again after an answer that never came, it is answered, not logged twice.
        const body = { text: entry.text, id: entry.id };
        if (entry.baby) body.baby = entry.baby;
        if (entry.deferred || Date.now() - Number(entry.typed_at || 0) > saidAtAfterMs) body.said_at = entry.said_at;
        let answer = null;
        try { answer = await call('POST', '/v1/say', body); } catch (error) { answer = null; }
        if (!answer || answer.status >= 500 || answer.status === 429 || answer.status === 408) {
          entry.state = 'waiting';
          entry.deferred = true;
          save();
          showEntry(entry);
          state.reachable = answer !== null;
          retryLater();
          break;
        }
        if (answer.status === 401) {
          entry.state = 'waiting';
          save();
          signedOutElsewhere();
          break;
        }
        state.reachable = true;
        state.retryDelay = 1000;
        const reply = answer.data || {};
        entry.reply = { text: reply.text, error: reply.error, column: reply.column };
        if (answer.status === 200 && reply.ok) {
          entry.state = 'answered';
          announce(String(reply.text || ''));
        } else {
          entry.state = 'refused';
          if (!entry.reply.error) entry.reply.error = reply.text || `the server answered ${answer.status}`;
          announce(`Refused: ${entry.reply.error}`);
        }
        save();
        showEntry(entry);
        if (reply.changed) {
          // The banner says what was logged; the rest of the answer (a note about a similar event) stays in the chat.
          showBanner(String(reply.text || 'Done').split('\n')[0], reply.action);
          refreshStatus();
        }
      }
    } finally {
      state.pumping = false;
      renderConnection();
    }
  }

  function retryLater() {
    clearTimeout(state.retryTimer);
    state.retryTimer = setTimeout(pump, state.retryDelay);
    state.retryDelay = Math.min(state.retryDelay * 2, 30000);
  }

  /* ---------- The banner with Undo, ten seconds after a line that changed something */

  function showBanner(text, action) {
    $('banner-text').textContent = text;
    state.bannerAction = typeof action === 'string' && action ? action : null;
    $('undo').hidden = !state.bannerAction;
    $('banner').hidden = false;
    clearTimeout(state.bannerTimer);
    state.bannerTimer = setTimeout(hideBanner, 10000);
  }

  function hideBanner() {
    clearTimeout(state.bannerTimer);
    $('banner').hidden = true;
    state.bannerAction = null;
  }

  async function undo() {
    const action = state.bannerAction;
    hideBanner();
    if (!action) return;
    const entry = { id: identifier(), kind: 'undo', text: 'Undo', state: 'sending', typed_at: Date.now() };
    state.chat.push(entry);
    showEntry(entry);
    let answer = null;
    try { answer = await call('POST', '/app/undo', { action }); } catch (error) { answer = null; }
    const reply = (answer && answer.data) || {};
    if (answer && answer.status === 200 && reply.ok) {
      entry.state = 'answered';
      entry.reply = { text: reply.text };
      announce(String(reply.text || ''));
      refreshStatus();
    } else {
      entry.state = 'refused';
      entry.reply = { error: answer ? String(reply.error || reply.text || `the server answered ${answer.status}`) : 'no connection to the server, so nothing was undone; say \u2018undo\u2019 once connected' };
      announce(`Refused: ${entry.reply.error}`);
    }
    save();
    showEntry(entry);
  }

  /* ---------- Live: the household's event stream, and what others did */

  function connectStream() {
    if (state.stream) state.stream.close();
    const stream = new EventSource('/v1/stream');
    state.stream = stream;
    stream.onopen = () => {
      state.reachable = true;
      state.retryDelay = 1000;
      renderConnection();
      pump();
    };
    stream.onmessage = (message) => {
      let seq = null;
      try { seq = Number(JSON.parse(message.data).seq); } catch (error) { return; }
      if (!Number.isFinite(seq)) return;
      refreshStatus();
      if (state.newsSeq === null) {
        // A phone new to this household starts from now, not from everything ever logged.
        state.newsSeq = seq;
        keep.set(`${scope()}.news`, seq);
      } else if (seq > state.newsSeq) {
        fetchNews();
      }
    };
    stream.onerror = () => {
      if (stream.readyState === EventSource.CLOSED) {
        // Refused outright (signed out elsewhere, or the server gone): find out which, then listen again.
        setTimeout(async () => {
          if (state.stream !== stream) return;
          let answer = null;
          try { answer = await call('GET', '/app/me'); } catch (error) { answer = null; }
          if (answer && answer.status === 401) signedOutElsewhere();
          else if (state.me) connectStream();
        }, 3000);
      }
      state.reachable = navigator.onLine && stream.readyState !== EventSource.CLOSED && state.reachable;
      renderConnection();
    };
  }

  let fetchingNews = false;
  async function fetchNews() {
    if (fetchingNews || state.newsSeq === null) return;
    fetchingNews = true;
    try {
      const answer = await call('GET', `/v1/news?after=${encodeURIComponent(state.newsSeq)}`);
      if (answer.status !== 200 || !answer.data) return;
      const items = Array.isArray(answer.data.items) ? answer.data.items : [];
      let latest = Number(answer.data.latest);
      for (const item of items) {
        const seq = Number(item.seq);
        if (!Number.isFinite(seq) || seq <= state.newsSeq) continue;
        const entry = { id: `news-${seq}`, kind: 'news', person: String(item.person || 'Someone'), text: String(item.text || ''), at: item.at, state: 'news' };
        state.chat.push(entry);
        showEntry(entry);
        announce(`${entry.person}: ${entry.text}`);
        if (!Number.isFinite(latest) || seq > latest) latest = seq;
      }
      if (Number.isFinite(latest) && latest > state.newsSeq) {
        state.newsSeq = latest;
        keep.set(`${scope()}.news`, latest);
      }
      save();
    } catch (error) {
      /* offline: the next stream message asks again */
    } finally {
      fetchingNews = false;
    }
  }

  /* ---------- Wiring */

  function wire() {
    $('join-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const code = $('join-code').value.trim();
      const person = $('join-person').value.trim();
      if (!code || !person) {
        showSignIn(!code ? 'Type the invite code a parent gave you.' : 'Type your name, as the invite says it.');
        return;
      }
      join(code, person);
    });
    $('say-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const input = $('line');
      say(input.value);
      input.value = '';
    });
    $('quick').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-say]');
      if (button) say(button.dataset.say);
    });
    $('chat').addEventListener('click', (event) => {
      const button = event.target.closest('button[data-fill]');
      if (!button) return;
      const input = $('line');
      input.value = button.dataset.fill;
      input.focus();
    });
    $('undo').addEventListener('click', undo);
    $('baby').addEventListener('change', (event) => {
      state.baby = event.target.value;
      keep.set(`${scope()}.baby`, state.baby);
      renderDashboard();
    });
    $('menu-button').addEventListener('click', () => {
      const open = $('menu').hidden;
      $('menu').hidden = !open;
      $('menu-button').setAttribute('aria-expanded', String(open));
    });
    $('signout').addEventListener('click', signOut);
    window.addEventListener('online', () => {
      state.reachable = true;
      state.retryDelay = 1000;
      refreshStatus();
      pump();
    });
    window.addEventListener('offline', () => {
      state.reachable = false;
      renderConnection();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && state.me) {
        refreshStatus();
        pump();
      }
    });
  }

  function start() {
    wire();
    keepPinned();
    if ('serviceWorker' in navigator && window.isSecureContext) {
      navigator.serviceWorker.register('/app/sw.js', { scope: '/app/' }).catch(() => { /* the page works online without it */ });
    }
    if (location.pathname === '/app/link') {
      // The code travels after '#', so no server log or Referer holds it; out of the address bar too.
      let code = location.hash.slice(1);
      try { code = decodeURIComponent(code); } catch (error) { /* sent as it is; the server says it is unknown */ }
      history.replaceState(null, '', '/app/');
      if (code) return redeemLink(code);
    } else if (location.pathname === '/app') {
      // The service worker looks after /app/ (its scope); the address without the slash is outside it.
      history.replaceState(null, '', '/app/');
    }
    loadMe();
  }

  start();
}());
