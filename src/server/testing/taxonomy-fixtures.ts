import type { BikeTypeFields, CategoryFields } from '@common/api/admin-catalogue.schema';

/** A top-level clothing category's editable fields, as the back office sends them. */
export const categoryFields = (over: Partial<CategoryFields> = {}): CategoryFields => ({
  section: 'ruhazat-sisak',
  parent_id: null,
  alias: 'sisakok',
  name_hu: 'Sisakok',
  name_en: 'Helmets',
  position: 5,
  ...over,
});

/** A bike type's editable fields, as the back office sends them. */
export const bikeTypeFields = (over: Partial<BikeTypeFields> = {}): BikeTypeFields => ({
  manufacturer: 'Honda',
  construction: 'Naked',
  name_en: 'CB650R',
  ccm: 649,
  content: '',
  ...over,
});
