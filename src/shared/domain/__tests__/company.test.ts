import { describe, expect, it } from 'vitest';
import { companyKeys, sameCompany } from '../company';

const r = (fileName: string, title = '') => ({ fileName, title });

describe('company keys', () => {
  it('reads the company from the file name or the title', () => {
    expect(companyKeys(r('siemens-sustainability-report-fy2023.pdf'))).toEqual(['siemens']);
    expect(companyKeys(r('Samsung_Electronics_Sustainability_Report_2024_ENG.pdf'))).toEqual(['samsung electronics']);
    expect(
      companyKeys(
        r(
          'BMW_Group_CDP_Climate_Change_Questionnaire_2023.pdf',
          'Welcome to your CDP Climate Change Questionnaire 2023'
        )
      )
    ).toEqual(['bmw']);
    expect(companyKeys(r('ghg-clean.pdf', 'Kestrel Cement Climate Report 2023 (clean)'))).toEqual(['kestrel cement']);
  });

  it('matches reports of one company across years and formats, and not others', () => {
    expect(sameCompany(r('siemens-sustainability-report-fy2023.pdf'), r('Siemens_SR_FY2024.pdf'))).toBe(true);
    expect(
      sameCompany(r('a.pdf', 'Kestrel Cement Climate Report 2023'), r('b.pdf', 'Kestrel Cement Climate Report 2024'))
    ).toBe(true);
    expect(
      sameCompany(r('siemens-sustainability-report-fy2023.pdf'), r('Siemens_Energy_Sustainability_Report_2023.pdf'))
    ).toBe(false);
    expect(
      sameCompany(r('Moncler_2023_Consolidated_Non-Financial_Statement.pdf'), r('Orange_2023_IAR_On_track.pdf'))
    ).toBe(false);
  });
});
