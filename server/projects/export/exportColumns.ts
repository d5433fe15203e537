import type { ExportColumn } from '../../../contracts/projects';
import type { ExportRow } from '../../repositories/projects/projectsRepository';

export type Cell = string | number | null;

/** A column's header (its API name, so a file can be imported again) and its cell. */
export function cellOf(row: ExportRow, column: ExportColumn): Cell {
  switch (column) {
    case 'pid':
      return row.pid;
    case 'name':
      return row.name;
    case 'description':
      return row.description;
    case 'district':
      return Number(row.district);
    case 'counties':
      return row.county_names;
    case 'routes':
      return (JSON.parse(row.routes) as string[]).join('; ');
    case 'beginSlm':
      return row.begin_slm === null ? null : Number(row.begin_slm);
    case 'endSlm':
      return row.end_slm === null ? null : Number(row.end_slm);
    case 'workType':
      return row.work_type;
    case 'phase':
      return row.phase;
    case 'saleDate':
      return row.sale_date;
    case 'fiscalYear':
      return Number(row.fiscal_year);
    case 'estimatedCost':
      return Number(row.estimated_cost);
    case 'contactName':
      return row.contact_name;
    case 'contactEmail':
      return row.contact_email;
    case 'contactPhone':
      return row.contact_phone;
    case 'updatedAt':
      return row.updated_at;
  }
}
