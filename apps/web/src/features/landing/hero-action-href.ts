/**
 * Where a hero's button goes. A hero stores only its buttons' words, so the words decide: locations and hours lead
 * to the hubs, a price, a booking or a service to the service catalogue, anything else to the contact page.
 * ("See locations" once went to /contact-us.)
 */
export function heroActionHref(label: string): string {
  const words = label.toLowerCase();
  if (/\b(locations?|hubs?|hours|near)\b/.test(words)) return "/#locations";
  if (/\b(price|prices|pricing|book|booking|services?|catalog|catalogue)\b/.test(words))
    return "/service-catalog";
  return "/contact-us";
}
