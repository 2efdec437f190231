/**
 * What a person types into the public forms, as the user app sends it: the API's specs and the console's journey
 * submit the same answers, so a change to a form's fields is made here once.
 */

/** A donor's testimonial (`POST /v1/feedbacks/testimonials`) but for the name they give. */
export const DONOR_TESTIMONIAL = {
  type: 'donor',
  state: 'Kaduna',
  summary: 'I gave blood for a stranger at a hospital near my office.',
  challenges: 'Finding time off work.',
  aftermath: 'I felt proud and a little tired.',
  reason: 'Someone gave blood to my mother once.',
  lesson: 'An hour of my time can save a life.',
  consent: true,
};

/** An advocate's answers (`POST /v1/partnerships/advocates`) but for who applies and the files they upload. */
export const ADVOCATE_ANSWERS = {
  state: 'Enugu',
  age: '24',
  education_level: "Bachelor's Degree",
  bio: 'Amaka is a nurse in Enugu who organises blood drives.',
  jbm_description: 'A platform that matches donors with people who need blood.',
  advocate_reason: 'I have seen patients die waiting for blood.',
};
