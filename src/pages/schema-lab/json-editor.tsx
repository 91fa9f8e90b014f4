import { jsonLanguage, json, jsonParseLinter } from '@codemirror/lang-json';
import { forceLinting, linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { StateEffect } from '@codemirror/state';
import { EditorView, hoverTooltip } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import {
  getJsonPointers,
  jsonCompletion,
  jsonSchemaHover,
  stateExtensions,
} from 'codemirror-json-schema';
import { useEffect, useRef } from 'react';
import { bundledMeta, type MetaKind } from './meta-bundle';
import type { Problem } from './lint-texts';

interface Props {
  /** The text the editor starts with (the editor is keyed by file, so it is read once). */
  initial: string;
  kind: MetaKind;
  problems: Problem[];
  onChange: (text: string) => void;
}

/** Where a finding's JSON pointer is in the text: its value, else its key, else its nearest parent. */
const rangeOf = (view: EditorView, pointer: string): { from: number; to: number } => {
  const pointers = getJsonPointers(view.state, 'json4');
  for (let p = pointer; ; p = p.slice(0, p.lastIndexOf('/'))) {
    const at = pointers.get(p);
    if (at)
      return 'valueFrom' in at
        ? { from: at.valueFrom, to: at.valueTo }
        : { from: at.keyFrom, to: at.keyTo };
    if (!p) return { from: 0, to: Math.min(1, view.state.doc.length) };
  }
};

/** Tells the check's linter that the page has new findings for the current text. */
const refresh = StateEffect.define<null>();

const toDiagnostics = (v: EditorView, problems: Problem[]): Diagnostic[] =>
  problems
    // A syntax error has no pointer; jsonParseLinter marks it where it is.
    .filter((p) => p.pointer || !p.message.startsWith('不是合法的 JSON'))
    .map((p) => ({
      ...rangeOf(v, p.pointer),
      severity: 'error',
      message: `${p.message}${p.hint ? `（${p.hint}）` : ''}`,
      source: p.pointer || '/',
    }));

/**
 * CodeMirror 6 with completion and hover help from the file's meta-schema; the findings of the
 * schema check (computed by the page) are shown as its diagnostics, in Chinese.
 */
export const JsonEditor = ({ initial, kind, problems, onChange }: Props) => {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>();
  const change = useRef(onChange);
  change.current = onChange;
  const found = useRef(problems);
  found.current = problems;

  useEffect(() => {
    const v = new EditorView({
      doc: initial,
      parent: host.current!,
      extensions: [
        basicSetup,
        json(),
        // Positions for a syntax error (the check itself can only say "not valid JSON").
        linter(jsonParseLinter(), { delay: 300 }),
        linter((v) => toDiagnostics(v, found.current), {
          delay: 300,
          needsRefresh: (u) => u.transactions.some((t) => t.effects.some((e) => e.is(refresh))),
        }),
        lintGutter(),
        jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
        hoverTooltip(jsonSchemaHover()),
        stateExtensions(bundledMeta(kind)),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) change.current(u.state.doc.toString());
        }),
        // A name for screen readers, and an explicit tab stop so the scrolling area is reachable
        // by keyboard (axe: aria-input-field-name, scrollable-region-focusable).
        EditorView.contentAttributes.of({ 'aria-label': 'Schema 文件内容', tabindex: '0' }),
        EditorView.theme({
          '&': { height: '70vh', fontSize: '13px' },
          '.cm-scroller': { overflow: 'auto' },
        }),
      ],
    });
    view.current = v;
    return () => v.destroy();
    // The editor owns its text after the first render; a new file gets a new editor (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The findings come from the page (one check over every file per edit); a new set re-lints.
  useEffect(() => {
    if (!view.current) return;
    view.current.dispatch({ effects: refresh.of(null) });
    forceLinting(view.current);
  }, [problems]);

  return <div ref={host} data-testid="schema-editor" style={{ border: '1px solid #d9d9d9' }} />;
};
