export { Breadcrumbs } from './Breadcrumbs';
export { BreadcrumbLabelProvider, useBreadcrumbLabel } from './BreadcrumbContext';
export { buildBreadcrumbs, type BreadcrumbItem } from './build-breadcrumbs';
