// The students a sponsor may choose, filtered by village, grade, gender and age range (held in
// the screen, not the URL).
import { useState } from 'react';
import type { SponsorableStudent } from '@portal/shared';
import { useSponsorableStudents } from '../api/get-sponsorable-students';

export function useSponsorableSearch() {
  const [villageId, setVillageId] = useState<string>();
  const [grade, setGrade] = useState<string>();
  const [gender, setGender] = useState<string>();
  const [ages, setAges] = useState<string>();
  const [ageMin, ageMax] = ages ? ages.split('-') : [undefined, undefined];
  const students = useSponsorableStudents({
    villageId,
    grade: grade as SponsorableStudent['grade'] & string,
    gender: gender as SponsorableStudent['gender'] & string,
    ageMin,
    ageMax,
    pageSize: 24,
  });
  return {
    filters: { villageId, grade, gender, ages },
    setFilter: { villageId: setVillageId, grade: setGrade, gender: setGender, ages: setAges },
    isFiltered: Boolean(villageId || grade || gender || ages),
    students,
  };
}

export type SponsorableSearch = ReturnType<typeof useSponsorableSearch>;
