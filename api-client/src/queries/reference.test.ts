import { describe, expect, it } from 'vitest';
import type { Skill } from '@benchlink/contracts/reference';
import { skillNames } from './reference';

describe('skillNames', () => {
  const skill = (id: number, name: string): Skill => ({ id, name, parentId: null, assignable: true });
  const skills = [skill(1, 'react'), skill(2, 'Angular'), skill(3, 'Vue 10'), skill(4, 'Vue 9')];

  it('names the ids it knows, by name as the pickers list them (case-insensitive, numbers by value)', () => {
    expect(skillNames(skills, [3, 1, 99, 4, 2])).toEqual(['Angular', 'react', 'Vue 9', 'Vue 10']);
  });
});
