// Contact details shown on Contact, Terms and Privacy. One place for the store operator to change them.
export const STORE_INFO = {
  legalName: 'Haat Marketplace',
  supportEmail: 'support@haat.store',
  grievanceEmail: 'grievance@haat.store',
  privacyEmail: 'privacy@haat.store',
  brandsEmail: 'brands@haat.store',
  hours: 'Monday to Saturday, 10 am to 7 pm IST',
  hoursHindi: 'सोमवार से शनिवार, सुबह 10 बजे से शाम 7 बजे (IST)',
  city: 'Bengaluru, Karnataka, India',
  lastUpdated: '22 November 2026',
} as const
