/** A few articles so a new installation's blog is not empty; staff edit or replace them in the console. */
export const STARTER_ARTICLES = [
  {
    title: 'Why Nigeria needs more voluntary blood donors',
    content:
      '<p>Fewer than 1 in 100 Nigerians give blood, while a healthy supply needs about 3 in 100. Every day, mothers after childbirth, accident victims, children with sickle cell disease and patients in surgery wait for blood that is not there.</p><p>Voluntary, unpaid donors are the safest source of blood. When you register, we match you with people near you who need your blood group, and you decide whether to help.</p>',
  },
  {
    title: 'What happens when you donate blood',
    content:
      '<p>A visit takes about an hour. You register, then a short health check and tests make sure donating is safe for you. The donation itself takes 8 to 10 minutes.</p><p>Afterwards you rest for 10 to 15 minutes with refreshments. Men can donate again after about 3 months, women after about 4 months.</p>',
  },
  {
    title: 'Blood groups and who can receive from whom',
    content:
      '<p>There are eight common blood groups: A+, A-, B+, B-, AB+, AB-, O+ and O-. O- can be given to anyone, which is why O- donors are so precious, and AB+ patients can receive from every group.</p><p>Our blood match chart shows exactly which groups can donate to which.</p>',
  },
];
