/**
 * Our Storage rules runtime (scripts/emulators/storage-rules-runtime/), driven directly over
 * firebase-tools' JSON-lines protocol, for what it does that the official runtime's behaviour was
 * only inferred for: a missing document, an evaluation error, a compile error, and a build against
 * an engine whose classes are gone. The storage rules tests (tests/rules/storage-*) drive it through
 * firebase-tools' Storage emulator.
 */
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFirestoreJar, StackError } from '../scripts/emulators/launcher';
import { buildStorageRulesRuntime } from '../scripts/emulators/storage-rules-runtime';

type Message = Record<string, unknown> & { id: number };

/** One runtime process: sends requests, hands each reply to whoever waits for its id. */
class Runtime {
  private readonly process: ChildProcessWithoutNullStreams;
  private readonly waiting = new Map<number, (message: Message) => void>();
  private readonly early = new Map<number, Message>();
  private nextId = 0;

  constructor(jar: string) {
    this.process = spawn('java', ['-jar', jar, 'serve']);
    createInterface({ input: this.process.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as Message;
      const id = message.id;
      const waiter = this.waiting.get(id);
      if (waiter) {
        this.waiting.delete(id);
        waiter(message);
      } else this.early.set(id, message);
    });
  }

  reply(id: number): Promise<Message> {
    const early = this.early.get(id);
    if (early) {
      this.early.delete(id);
      return Promise.resolve(early);
    }
    return new Promise((resolve) => this.waiting.set(id, resolve));
  }

  send(message: Record<string, unknown>, id = this.nextId++): Promise<Message> {
    const reply = this.reply(id);
    this.process.stdin.write(`${JSON.stringify({ ...message, id })}\n`);
    return reply;
  }

  load(name: string, rules: string): Promise<Message> {
    return this.send({
      action: 'load_ruleset',
      context: { rulesetName: name, source: { files: [{ name: 'test.rules', content: rules }] } },
    });
  }

  /** A get of `file` by a signed-out visitor, with firestore reads answered by `documents`. */
  async verifyGet(
    ruleset: string,
    file: string,
    documents: Record<string, Record<string, unknown>> = {},
  ): Promise<{ verdict: Message; reads: string[] }> {
    const reads: string[] = [];
    let message = await this.send({
      action: 'verify',
      context: {
        rulesetName: ruleset,
        service: 'firebase.storage',
        path: `/b/demo-pac.appspot.com/o/${file}`,
        method: 'get',
        variables: {
          resource: { null_value: null },
          request: { map_value: { fields: { auth: { null_value: null } } } },
        },
      },
    });
    // As firebase-tools does: answer each document read under the runtime's own request id.
    while (message.action === 'fetch_firestore_document') {
      const docPath = (message.context as { path: string }).path;
      reads.push(docPath);
      const fields = documents[docPath];
      message = await this.send(
        fields
          ? { status: 'ok', result: { name: docPath, fields }, warnings: [], errors: [] }
          : { status: 'not_found', warnings: [], errors: [] },
        message.server_request_id as number,
      );
    }
    return { verdict: message, reads };
  }

  stop() {
    this.process.kill();
  }
}

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function doc(id) { return /databases/(default)/documents/flags/$(id); }
    match /missing/{id} { allow get: if firestore.get(doc(id)) == null; }
    match /exists/{id} { allow get: if firestore.exists(doc(id)); }
    match /open/{id} { allow get: if firestore.get(doc(id)).data.open == true; }
    match /uid/{id} { allow get: if request.auth.uid == 'someone'; }
  }
}`;

describe('the local Storage rules runtime', () => {
  let runtime: Runtime;

  beforeAll(async () => {
    runtime = new Runtime(buildStorageRulesRuntime(findFirestoreJar(), 'java'));
    expect(await runtime.reply(-1)).toEqual({ id: -1, status: 'ok' });
    const loaded = await runtime.load('rules', RULES);
    expect(loaded).toMatchObject({ status: 'ok', errors: [], result: { rulesVersion: 2 } });
  });
  afterAll(() => runtime.stop());

  it('gives null for firestore.get of a missing document, and exists() false', async () => {
    const missing = await runtime.verifyGet('rules', 'missing/a');
    expect(missing.reads).toEqual(['/databases/(default)/documents/flags/a']);
    expect(missing.verdict).toMatchObject({ result: { permit: true } });
    const exists = await runtime.verifyGet('rules', 'exists/a');
    expect(exists.verdict).toMatchObject({ result: { permit: false } });
  });

  it("reads a present document's fields as the rules' data", async () => {
    const flags = (open: boolean) => ({
      '/databases/(default)/documents/flags/a': { open: { booleanValue: open } },
    });
    const open = await runtime.verifyGet('rules', 'open/a', flags(true));
    expect(open.verdict).toMatchObject({ result: { permit: true } });
    const shut = await runtime.verifyGet('rules', 'open/a', flags(false));
    expect(shut.verdict).toMatchObject({ result: { permit: false }, warnings: [] });
    const exists = await runtime.verifyGet('rules', 'exists/a', flags(true));
    expect(exists.verdict).toMatchObject({ result: { permit: true } });
  });

  it('denies on an evaluation error and reports it as a warning of the verdict', async () => {
    // null.data: the document is missing.
    const missingField = await runtime.verifyGet('rules', 'open/a');
    expect(missingField.verdict).toMatchObject({ result: { permit: false } });
    expect(missingField.verdict.warnings).toEqual([
      expect.stringMatching(
        /^Denied get \/b\/demo-pac.appspot.com\/o\/open\/a: .*line \[7\].*Null value/,
      ),
    ]);
    // request.auth is null for a signed-out visitor.
    const noAuth = await runtime.verifyGet('rules', 'uid/a');
    expect(noAuth.verdict).toMatchObject({ result: { permit: false } });
    expect(noAuth.verdict.warnings).toHaveLength(1);
  });

  it("reports a compile error in the shape firebase-tools' manager prints", async () => {
    const loaded = await runtime.load('broken', RULES.replace('== null', '== '));
    expect(loaded.result).toBeUndefined();
    const [error] = loaded.errors as string[];
    expect(JSON.parse(error!)).toMatchObject({
      description_: expect.any(String),
      sourcePosition_: { fileName_: 'test.rules', line_: 5 },
    });
  });

  it('denies everything for a ruleset it does not know', async () => {
    const { verdict } = await runtime.verifyGet('never-loaded', 'missing/a');
    expect(verdict).toMatchObject({ result: { permit: false } });
  });
});

describe('building the runtime', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pac-rules-engine-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails loudly, naming the class, when the engine JAR no longer has it', () => {
    // A JAR without the rules engine stands for an upgrade that renamed its classes.
    writeFileSync(path.join(dir, 'Other.java'), 'public class Other {}');
    execFileSync('javac', ['-d', dir, path.join(dir, 'Other.java')]);
    const jar = path.join(dir, 'engine.jar');
    execFileSync('jar', ['cf', jar, '-C', dir, 'Other.class']);
    let failure: unknown;
    try {
      buildStorageRulesRuntime(jar, 'java');
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(StackError);
    expect((failure as Error).message).toMatch(
      /rules engine in the Cloud Firestore emulator JAR has changed \(com\.google\.\S+ is missing or different\)/,
    );
  });

  it('says the JDK is missing when javac cannot be run', () => {
    const saved = process.env.JAVAC;
    process.env.JAVAC = '/nonexistent/javac';
    try {
      // A JAR never built before, so the cache cannot answer for javac.
      writeFileSync(path.join(dir, 'fresh.jar'), '');
      expect(() => buildStorageRulesRuntime(path.join(dir, 'fresh.jar'), 'java')).toThrow(
        /javac \(a JDK\) was not found.*default-jdk-headless/,
      );
    } finally {
      if (saved === undefined) delete process.env.JAVAC;
      else process.env.JAVAC = saved;
    }
  });
});
