/**
 * Stripe's API takes form-encoded bodies with bracketed keys, as the `stripe` library sends them:
 * `line_items[0][price_data][unit_amount]=3000&metadata[kind]=membership`. This reads such a body
 * back into nested objects (lists where every key is an index), as Stripe's own servers do.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** `a[b][0]` → ['a', 'b', '0'] */
function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const rest = [...key.slice(first).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [key.slice(0, first), ...rest];
}

function asLists(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, asLists(value[key] as FormValue)]));
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
    return keys.map((key) => converted[key] as FormValue);
  }
  return converted;
}

export function parseFormBody(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key);
    let node: Record<string, FormValue> = root;
    path.forEach((segment, index) => {
      // `expand[]=x`: an empty index appends.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[name] = {};
      node = node[name] as Record<string, FormValue>;
    });
  }
  return asLists(root) as Record<string, FormValue>;
}
