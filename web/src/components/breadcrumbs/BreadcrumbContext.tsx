// Lets a page give the breadcrumb trail its current label (an article's title) without a second fetch.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type Setter = (label: string | null) => void;
const LabelContext = createContext<string | null>(null);
const SetterContext = createContext<Setter>(() => {});

export function BreadcrumbLabelProvider({ children }: { children: ReactNode }) {
  const [label, setLabel] = useState<string | null>(null);
  return (
    <SetterContext.Provider value={setLabel}>
      <LabelContext.Provider value={label}>{children}</LabelContext.Provider>
    </SetterContext.Provider>
  );
}

export const useBreadcrumbLabelValue = () => useContext(LabelContext);

/** Sets the last breadcrumb's label while the calling page is mounted. */
export function useBreadcrumbLabel(label: string | null | undefined) {
  const set = useContext(SetterContext);
  useEffect(() => {
    set(label ?? null);
    return () => set(null);
  }, [label, set]);
}
