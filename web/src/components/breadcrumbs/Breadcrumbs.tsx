import { Container } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { buildBreadcrumbs } from './build-breadcrumbs';
import { useBreadcrumbLabelValue } from './BreadcrumbContext';
import './breadcrumbs.css';

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const label = useBreadcrumbLabelValue();
  const items = buildBreadcrumbs(pathname, label);
  if (items.length <= 1) return null;
  return (
    <Container size="xl" pt="md" component="nav" aria-label="Trilha de navegação" className="breadcrumbs">
      <ol>
        {items.map((item, index) => (
          <li key={index}>
            {item.to ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </Container>
  );
}
