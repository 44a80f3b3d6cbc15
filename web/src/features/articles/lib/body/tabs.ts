// Tabs inside article HTML. A tab's panel is found by, in order: its data-target/target attribute,
// its aria-controls, its id with '-tab' replaced by '-content', and finally the panel at the same
// position in its group. The first tab is active by default (or the one already marked active).
const TAB_SELECTOR = '.tab, [role="tab"]';
const PANEL_SELECTOR = '.tab-content, .tab-pane, .tab-panel, [role="tabpanel"]';

/** An element with this id inside root (ids in article HTML are arbitrary text: no selector escaping). */
function byId(root: ParentNode, id: string | null): HTMLElement | null {
  if (!id) return null;
  const clean = id.replace(/^#/, '').trim();
  if (!clean) return null;
  for (const el of root.querySelectorAll<HTMLElement>('[id]')) if (el.id === clean) return el;
  return null;
}

/** The group a tab belongs to: the closest `.tabs` wrapper, else the tablist's parent. */
function groupOf(tab: Element): HTMLElement | null {
  return (tab.closest('.tabs, [data-tabs]') ??
    tab.closest('[role="tablist"], .tab-list, .tabs-list')?.parentElement ??
    tab.parentElement) as HTMLElement | null;
}

export function findTabPanel(
  tab: HTMLElement,
  root: ParentNode,
  panels: HTMLElement[],
  index: number,
): HTMLElement | null {
  const target = tab.getAttribute('data-target') ?? tab.getAttribute('target');
  const byTarget = byId(root, target);
  if (byTarget) return byTarget;
  const byAria = byId(root, tab.getAttribute('aria-controls'));
  if (byAria) return byAria;
  if (tab.id && tab.id.endsWith('-tab')) {
    const byName = byId(root, tab.id.replace(/-tab$/, '-content'));
    if (byName) return byName;
  }
  return panels[index] ?? null;
}

function ownTabs(group: HTMLElement): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(TAB_SELECTOR)].filter((t) => groupOf(t) === group);
}

function ownPanels(group: HTMLElement): HTMLElement[] {
  // Nested tab groups keep their own panels.
  return [...group.querySelectorAll<HTMLElement>(PANEL_SELECTOR)].filter(
    (p) => p.closest('.tabs, [data-tabs]') === group || !p.closest('.tabs, [data-tabs]'),
  );
}

/** Wires every tab group under root. Returns a cleanup function. */
export function wireTabs(root: HTMLElement): () => void {
  const cleanups: (() => void)[] = [];
  const groups = new Set<HTMLElement>();
  root.querySelectorAll<HTMLElement>(TAB_SELECTOR).forEach((tab) => {
    const group = groupOf(tab);
    if (group) groups.add(group);
  });

  groups.forEach((group) => {
    const tabs = ownTabs(group);
    const panels = ownPanels(group);
    const pairs = tabs.map((tab, i) => ({ tab, panel: findTabPanel(tab, root, panels, i) }));

    const activate = (index: number, focus = false) => {
      pairs.forEach(({ tab, panel }, i) => {
        const active = i === index;
        tab.classList.toggle('active', active);
        tab.setAttribute('aria-selected', String(active));
        tab.setAttribute('tabindex', active ? '0' : '-1');
        if (!tab.getAttribute('role')) tab.setAttribute('role', 'tab');
        if (panel) {
          panel.classList.toggle('active', active);
          panel.hidden = !active;
          if (!panel.getAttribute('role')) panel.setAttribute('role', 'tabpanel');
          if (panel.id && !tab.getAttribute('aria-controls')) tab.setAttribute('aria-controls', panel.id);
        }
      });
      if (focus) pairs[index]?.tab.focus();
    };

    const initial = Math.max(
      0,
      pairs.findIndex(({ tab }) => tab.classList.contains('active')),
    );
    activate(initial);

    pairs.forEach(({ tab }, i) => {
      const onClick = (event: Event) => {
        event.preventDefault();
        activate(i);
      };
      const onKey = (event: KeyboardEvent) => {
        const last = pairs.length - 1;
        const next =
          event.key === 'ArrowRight'
            ? i === last
              ? 0
              : i + 1
            : event.key === 'ArrowLeft'
              ? i === 0
                ? last
                : i - 1
              : event.key === 'Home'
                ? 0
                : event.key === 'End'
                  ? last
                  : null;
        if (next === null) return;
        event.preventDefault();
        activate(next, true);
      };
      tab.addEventListener('click', onClick);
      tab.addEventListener('keydown', onKey);
      cleanups.push(() => {
        tab.removeEventListener('click', onClick);
        tab.removeEventListener('keydown', onKey);
      });
    });
  });
  return () => cleanups.forEach((fn) => fn());
}
