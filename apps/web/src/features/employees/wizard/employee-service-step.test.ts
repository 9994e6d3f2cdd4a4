import { describe, expect, it } from 'vitest';
import { skillGroups } from './employee-service-step.tsx';

const t = (skill: string, services: string) => `${skill} — ${services}`;
const skills = [
  { value: 'haircut', label: 'Haircut' },
  { value: 'beard', label: 'Beard Trim' },
  { value: 'manicure', label: 'Manicure' },
];

describe('skillGroups', () => {
  it("puts the skill sets the brand's services need first, named with their services, then the rest", () => {
    const groups = skillGroups(
      skills,
      [
        { name: 'Skin Fade', skillSet: 'haircut' },
        { name: 'Haircut', skillSet: 'haircut' },
        { name: 'Beard Trim', skillSet: 'beard' },
        { name: 'Colour Melt', skillSet: 'colour' },
      ],
      t,
    );
    expect(groups.forServices).toEqual([
      { value: 'beard', label: 'Beard Trim — Beard Trim' },
      { value: 'colour', label: 'colour — Colour Melt' },
      { value: 'haircut', label: 'Haircut — Haircut, Skin Fade' },
    ]);
    expect(groups.other).toEqual([{ value: 'manicure', label: 'Manicure' }]);
  });

  it('offers the whole list when the brand has no services yet', () => {
    expect(skillGroups(skills, [], t)).toEqual({ forServices: [], other: skills });
  });
});
