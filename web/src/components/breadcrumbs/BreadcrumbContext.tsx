// The last breadcrumb's label when the path alone does not say it (an article's title, a profile's
// name): the server knows it from the documents it read and gives it to the page it renders.
import { createContext, useContext } from 'react';

const LabelContext = createContext<string | null>(null);

export const BreadcrumbLabelProvider = LabelContext.Provider;

export const useBreadcrumbLabelValue = () => useContext(LabelContext);
