/** English texts of the console's shell (sign-in, app bar) and the words every resource shares. */
export default {
  mw: {
    console: {
      name: 'Mawadda staff console',
      language: 'Language',
    },
    auth: {
      notStaffTitle: 'This console is for Mawadda staff.',
      notStaff:
        'Your account is a member account, so it cannot open the staff console. You have been signed out here; use the Mawadda site to reach your account.',
    },
    language: { ar: 'Arabic', en: 'English', ur: 'Urdu', fa: 'Persian', tr: 'Turkish' },
    gender: { male: 'Male', female: 'Female' },
    accountStatus: { active: 'Active', suspended: 'Suspended' },
    accountKind: { individual: 'Individual', company: 'Company' },
    suspensionReason: {
      fake_profile: 'Fake profile',
      harassment: 'Harassment',
      inappropriate_content: 'Inappropriate content',
      scam: 'Scam or fraud',
      underage: 'Under 18',
      misrepresentation: 'Misrepresentation (e.g. hidden marital status)',
      terms_violation: 'Violation of the terms',
      other: 'Other',
    },
    profile: {
      age: 'Age',
      country: 'Country',
      city: 'City',
      maritalState: 'Marital status',
      profession: 'Profession',
      completeness: 'Profile completeness',
      aboutMe: 'About me (published)',
      aboutMePending: 'About me (awaiting review)',
    },
    counts: {
      followers: 'Followers',
      following: 'Following',
      blocks: 'Blocks',
      reportsAgainst: 'Reports against',
      reportsBy: 'Reports filed',
    },
  },
};
