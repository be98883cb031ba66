/** The XML namespaces of NAV Online Számla 3.0 (the schemas' targetNamespace values). */
export const NAV_NS = {
  data: 'http://schemas.nav.gov.hu/OSA/3.0/data',
  base: 'http://schemas.nav.gov.hu/OSA/3.0/base',
  api: 'http://schemas.nav.gov.hu/OSA/3.0/api',
  common: 'http://schemas.nav.gov.hu/NTCA/1.0/common',
} as const;
