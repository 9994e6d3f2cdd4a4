// Demand templates (issue 17): a store keeps a week of demand under a name and fills another week from it.
// The template's days are days of the week (Sunday first, as demand weeks are); its cells are matched to the
// target week's cells by start time, so a template still applies after opening hours change. Pure.
import type { DemandGrid, DemandRequired } from './demand-grid.ts';

export interface DemandTemplateContent {
  grid: DemandGrid;
  required: DemandRequired;
}

export interface AppliedTemplate {
  required: DemandRequired;
  /** Person-hours cells of the template that found no open cell in the week (the store now opens later, say). */
  unplacedCells: number;
  /** Skill sets of the template the store no longer has; their headcounts are left out. */
  droppedSkills: string[];
}

/**
 * The target week's required headcounts from a template: for every skill set of the store and every cell of
 * the week, the template's headcount of the cell with the same start on the same day of the week, else 0.
 */
export function applyDemandTemplate(template: DemandTemplateContent, target: DemandGrid, skills: readonly string[]): AppliedTemplate {
  const required: DemandRequired = {};
  let unplacedCells = 0;
  for (const skill of skills) {
    const source = template.required[skill];
    required[skill] = target.days.map((day, d) => {
      const starts = template.grid.days[d]?.cells.map((c) => c.start) ?? [];
      return day.cells.map((cell) => {
        const i = starts.indexOf(cell.start);
        return i >= 0 ? (source?.[d]?.[i] ?? 0) : 0;
      });
    });
    if (!source) continue;
    source.forEach((cells, d) => {
      const open = new Set(target.days[d]?.cells.map((c) => c.start) ?? []);
      cells.forEach((headcount, i) => {
        const start = template.grid.days[d]?.cells[i]?.start;
        if (headcount > 0 && (start === undefined || !open.has(start))) unplacedCells++;
      });
    });
  }
  const droppedSkills = Object.keys(template.required)
    .filter((skill) => !skills.includes(skill) && template.required[skill]!.some((day) => day.some((n) => n > 0)))
    .sort();
  return { required, unplacedCells, droppedSkills };
}
