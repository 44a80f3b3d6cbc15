// Code blocks get a language label (from a language-xxx / lang-xxx class or data-language) and wrap lines.
export function languageOf(pre: HTMLElement): string | null {
  const code = pre.querySelector('code');
  const fromData = pre.getAttribute('data-language') ?? code?.getAttribute('data-language');
  if (fromData) return fromData;
  const classes = `${pre.className} ${code?.className ?? ''}`;
  const match = /(?:^|\s)(?:language|lang)-([\w#+.-]+)/.exec(classes);
  return match ? match[1]! : null;
}

export function enhanceCodeBlocks(root: HTMLElement): void {
  root.querySelectorAll<HTMLElement>('pre').forEach((pre) => {
    if (pre.parentElement?.classList.contains('code-block')) return;
    const wrapper = document.createElement('div');
    wrapper.className = 'code-block';
    const language = languageOf(pre);
    if (language) {
      const label = document.createElement('span');
      label.className = 'code-language';
      label.textContent = language;
      wrapper.appendChild(label);
    }
    pre.classList.add('code-wrap');
    if (!pre.hasAttribute('tabindex')) pre.setAttribute('tabindex', '0'); // scrollable regions must be focusable
    pre.replaceWith(wrapper);
    wrapper.appendChild(pre);
  });
}
