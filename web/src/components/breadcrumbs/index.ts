export { Breadcrumbs } from './Breadcrumbs';
export { BreadcrumbLabelProvider } from './BreadcrumbContext';
export { buildBreadcrumbs, type BreadcrumbItem } from './build-breadcrumbs';
