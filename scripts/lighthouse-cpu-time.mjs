/* global process, console, URL */
/**
 * Lighthouse's mobile Performance as a quiet machine would measure it, for a loaded one: each run's
 * trace is gathered once and scored twice — as observed, and with every main-thread task's length
 * replaced by its thread time (the CPU it used; the events inside a task are scaled with it).
 * Simulated throttling multiplies the observed task lengths by 4, and on a machine at load 20 a
 * task mostly waits for a core, which moved one build's TBT from 0.4 to 37 s; thread time moves
 * far less. Use it to compare two builds in the same hour, not as the score a phone gets
 * (docs/performance.md, 2026-11-27 night).
 *
 *   node scripts/lighthouse-cpu-time.mjs <baseUrl> <path>... [--login <userName>:<pin>] [--runs <n>]
 *
 * Paths as in scripts/lighthouse.mjs (`member:/main` logged in). Prints every run and the medians.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, chromePath, MEMBER_PREFIX, sessionCookies } from './lighthouse.mjs';

/** The task events lantern turns into CPU nodes (PageDependencyGraph.isScheduleableTask). */
const TASKS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'ThreadControllerImpl::DoWork',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/** Each top-level task shortened to its thread time, the events within it scaled into it. */
export const toThreadTime = (trace) => {
  const threads = new Map();
  for (const event of trace.traceEvents) {
    const key = `${event.pid}:${event.tid}`;
    if (!threads.has(key)) threads.set(key, []);
    threads.get(key).push(event);
  }
  for (const events of threads.values()) {
    events.sort((a, b) => a.ts - b.ts);
    let start = 0;
    let end = -1;
    let ratio = 1;
    for (const event of events) {
      if (event.ph === 'X' && TASKS.has(event.name) && event.dur > 0 && event.ts >= end) {
        start = event.ts;
        end = event.ts + event.dur;
        ratio = typeof event.tdur === 'number' ? Math.min(1, event.tdur / event.dur) : 1;
        event.dur = Math.max(1, Math.round(event.dur * ratio));
      } else if (event.ts >= start && event.ts + (event.dur ?? 0) <= end + 1) {
        event.ts = start + (event.ts - start) * ratio;
        if (event.dur) event.dur *= ratio;
      }
    }
  }
  return trace;
};

const figures = (lhr) => ({
  score: Math.round(lhr.categories.performance.score * 100),
  fcp: lhr.audits['first-contentful-paint'].numericValue,
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  tbt: lhr.audits['total-blocking-time'].numericValue,
  cls: lhr.audits['cumulative-layout-shift'].numericValue,
  benchmarkIndex: lhr.environment.benchmarkIndex,
});

const format = ({ score, fcp, lcp, tbt, cls }) =>
  `${score} (FCP ${(fcp / 1000).toFixed(2)} s, LCP ${(lcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)})`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const medians = (runs) =>
  Object.fromEntries(
    ['score', 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [key, median(runs.map((r) => r[key]))]),
  );

/** One cold run of `url`: its observed and its thread-time figures. */
const auditTwice = async (url, cookies) => {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-cpu-time-'));
  const settings = {
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: cookies.length > 0,
  };
  try {
    const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
    try {
      const browser = await puppeteer.connect({
        browserURL: `http://127.0.0.1:${chrome.port}`,
        defaultViewport: null,
      });
      const page = await browser.newPage();
      if (cookies.length > 0) await page.setCookie(...cookies);
      await lighthouse(url, { ...settings, port: chrome.port, gatherMode: dir }, undefined, page);
      await browser.disconnect();
    } finally {
      chrome.kill();
    }
    const observed = (await lighthouse(undefined, { ...settings, auditMode: dir })).lhr;
    if (observed.runtimeError) return null;
    const tracePath = join(dir, 'defaultPass.trace.json');
    writeFileSync(tracePath, JSON.stringify(toThreadTime(JSON.parse(readFileSync(tracePath, 'utf8')))));
    const threadTime = (await lighthouse(undefined, { ...settings, auditMode: dir })).lhr;
    return { observed: figures(observed), threadTime: figures(threadTime) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const main = async () => {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const login = option('--login');
  const runs = Number(option('--runs') ?? 1);
  const [baseUrl, ...paths] = args;
  if (!baseUrl || paths.length === 0 || !Number.isInteger(runs) || runs < 1) {
    console.error(
      'usage: node scripts/lighthouse-cpu-time.mjs <baseUrl> <path>... [--login <userName>:<pin>] [--runs <n>]',
    );
    process.exit(2);
  }
  for (const entry of paths) {
    const member = entry.startsWith(MEMBER_PREFIX);
    const path = member ? entry.slice(MEMBER_PREFIX.length) : entry;
    const results = [];
    while (results.length < runs) {
      const cookies = member ? await sessionCookies(baseUrl, login) : [];
      const result = await auditTwice(new URL(path, baseUrl).href, cookies);
      if (!result) {
        console.error(`${path}: Lighthouse lost the trace; running it again`);
        continue;
      }
      results.push(result);
      console.log(
        `${path} run ${results.length}: observed ${format(result.observed)}, benchmark index ${Math.round(result.observed.benchmarkIndex)}; thread time ${format(result.threadTime)}`,
      );
    }
    console.log(
      `${path} median: observed ${format(medians(results.map((r) => r.observed)))}; thread time ${format(medians(results.map((r) => r.threadTime)))}`,
    );
  }
};

await main();
