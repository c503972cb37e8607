import { minutesToRead } from "./reading-time.js";
import type { MediaPath, SeedBlogPost } from "./types.js";

interface BlogAuthor {
  name: string;
  photo: MediaPath;
}

const authors = {
  mayaChen: { name: "Maya Chen", photo: "/media/authors/maya-chen.png" },
  jordanEllis: { name: "Jordan Ellis", photo: "/media/authors/jordan-ellis.png" },
  rafaelOrtiz: { name: "Rafael Ortiz", photo: "/media/authors/rafael-ortiz.png" },
  hannahBrooks: { name: "Hannah Brooks", photo: "/media/authors/hannah-brooks.png" },
  samOkafor: { name: "Sam Okafor", photo: "/media/authors/sam-okafor.png" },
} satisfies Record<string, BlogAuthor>;

interface BlogPostDraft {
  url: string;
  date: string;
  name: string;
  subName: string;
  author: BlogAuthor;
  /** What the cover photo shows, used for both alt texts. */
  photoSubject: string;
  tags: readonly string[];
  metaKeywords: string;
  metaDescription: string;
  body: string;
}

/** Completes a draft with the media paths derived from its slug and the reading time derived from its body. */
function blogPost(draft: BlogPostDraft): SeedBlogPost {
  return {
    url: draft.url,
    date: draft.date,
    name: draft.name,
    subName: draft.subName,
    body: draft.body.trim(),
    author: draft.author.name,
    authorPhoto: draft.author.photo,
    authorPhotoAlt: `Portrait of ${draft.author.name}`,
    photo: `/media/blog/${draft.url}.jpg`,
    photoAlt: draft.photoSubject,
    photoPreview: `/media/blog/${draft.url}-preview.jpg`,
    photoPreviewAlt: `Preview: ${draft.photoSubject}`,
    tags: draft.tags,
    minutesToRead: minutesToRead(draft.body),
    metaKeywords: draft.metaKeywords,
    metaDescription: draft.metaDescription,
  };
}

export const blogPosts: readonly SeedBlogPost[] = [
  blogPost({
    url: "cross-docking-vs-transload",
    date: "2025-01-16T15:00:00Z",
    name: "Cross-docking vs. transload: which one does your freight need?",
    subName: "Two dock services that sound alike but solve different problems.",
    author: authors.mayaChen,
    photoSubject: "Forklift moving a pallet between two trailers at a cross-dock",
    tags: ["Cross-Dock", "Transload", "Warehousing"],
    metaKeywords: "cross-docking, transload, transloading, container, 53-foot trailer, dock services",
    metaDescription:
      "Cross-docking and transloading both move freight across a dock without storing it. Learn how they differ, what each costs and when to use which.",
    body: `
<p>Shippers often use <strong>cross-docking</strong> and <strong>transloading</strong> as if they meant the same thing. Both move freight from one vehicle to another across a dock, and neither involves long-term storage. But they answer different questions, and choosing the wrong one costs money.</p>
<h2>What cross-docking does</h2>
<p>Cross-docking sorts freight. Pallets arrive on inbound trailers, are checked against the bill of lading and are regrouped by destination onto outbound trailers, usually within the same shift. A retailer might receive ten supplier trucks in the morning and send out six store-bound trucks in the afternoon, each carrying a mix of those suppliers' goods.</p>
<p>The value is in the sorting: fewer half-empty trucks, fewer receiving appointments at the stores and no inventory sitting in a warehouse.</p>
<h2>What transloading does</h2>
<p>Transloading changes the equipment. The classic case is an ocean container arriving from a port: its contents are unloaded and reloaded into a domestic 53-foot trailer. Because a 53-foot trailer holds about 40% more volume than a 40-foot container, three containers typically become two trailers. The empty container goes back to the terminal before per diem charges start.</p>
<h3>Typical signs you need a transload</h3>
<ul>
<li>Your freight arrives in international containers but travels inland by truck.</li>
<li>The ocean carrier charges per diem for every day the container is away from the port.</li>
<li>Cartons are floor-loaded and need to be palletized for the receiver.</li>
</ul>
<h2>Side by side</h2>
<table>
<thead><tr><th></th><th>Cross-dock</th><th>Transload</th></tr></thead>
<tbody>
<tr><td>Main purpose</td><td>Sort and regroup by destination</td><td>Move freight to different equipment</td></tr>
<tr><td>Typical inbound</td><td>Dry van or reefer trailers</td><td>20-, 40- or 45-foot containers</td></tr>
<tr><td>Priced per</td><td>Pallet</td><td>Container</td></tr>
<tr><td>Dwell time</td><td>Hours</td><td>Hours to a couple of days</td></tr>
</tbody>
</table>
<h2>When you need both</h2>
<p>Many import flows combine the two: containers are transloaded near the port, and the resulting trailers are cross-docked at a regional hub closer to the stores. Booking both at the same operator keeps the hand-offs, the paperwork and the accountability in one place.</p>
<blockquote>Ask one question first: do I need to change the equipment, or do I need to change the grouping? The answer tells you which service to book.</blockquote>
<p>If you are still unsure, our <a href="https://www.maritime.dot.gov/ports/office-port-infrastructure-development/port-infrastructure-development-program">port and intermodal resources</a> are a good background read, and our team is happy to look at your lanes with you.</p>
`,
  }),
  blogPost({
    url: "how-to-read-a-bill-of-lading",
    date: "2025-02-06T15:00:00Z",
    name: "How to read a bill of lading, box by box",
    subName: "The one document every load carries, explained for people who sign it.",
    author: authors.jordanEllis,
    photoSubject: "Driver handing a signed bill of lading to a dock clerk",
    tags: ["Documentation", "Bill of Lading", "Basics"],
    metaKeywords: "bill of lading, BOL, freight documentation, NMFC, consignee, shipper, freight terms",
    metaDescription:
      "A practical walk through the bill of lading: parties, references, freight description, special instructions and signatures, and what to check before you sign.",
    body: `
<p>The <strong>bill of lading</strong> (BOL) is three things at once: a receipt showing the carrier took the goods, a contract setting the terms of carriage and, for some shipments, a document of title. Most disputes about freight end with someone asking to see it, so it pays to read it properly.</p>
<h2>The parties</h2>
<p>At the top you will find the <em>shipper</em> (who tenders the freight), the <em>consignee</em> (who receives it) and, often, a <em>third party</em> who pays the freight bill. Check that the consignee address is the actual receiving dock, not a corporate office: a wrong address is the most common reason for a redelivery charge.</p>
<h2>References</h2>
<p>The BOL number, the purchase order numbers and the PRO number of the carrier tie the load to everyone's systems. Retail receivers frequently refuse freight whose PO number is missing or wrong.</p>
<h2>The freight description</h2>
<p>This is the core of the document. Each line lists:</p>
<ul>
<li>the number of handling units (pallets, crates) and pieces;</li>
<li>the weight of each line, including the pallet;</li>
<li>a description of the goods;</li>
<li>for LTL shipments, the NMFC item and freight class;</li>
<li>a hazardous materials marker, with the UN number when applicable.</li>
</ul>
<p>An understated weight or a wrong class will come back as a reweigh or reclass charge, sometimes weeks later.</p>
<h2>Special instructions and terms</h2>
<p>Liftgate, inside delivery, appointment required, temperature settings and "do not double stack" belong in this box. Freight terms say who pays: <em>prepaid</em> means the shipper, <em>collect</em> means the consignee.</p>
<h2>Signatures and exceptions</h2>
<p>When the driver signs, the carrier accepts the freight as described. When the receiver signs, they accept it in the condition noted. That makes the receiver's notes crucial:</p>
<blockquote>If a pallet arrives damaged or short and the BOL is signed clean, your claim just became much harder to win. Write the exception on the BOL before you sign, and take a photo.</blockquote>
<h3>A quick checklist before signing</h3>
<ol>
<li>Count the handling units and compare with the BOL.</li>
<li>Check the seal number against the one written on the document.</li>
<li>Look for crushed corners, leaning stacks and wet cartons.</li>
<li>Note every exception in plain words: "2 cartons crushed, pallet 4".</li>
</ol>
<p>The Federal Motor Carrier Safety Administration publishes the rules that apply to household goods and carrier receipts on its <a href="https://www.fmcsa.dot.gov/">official site</a>; your own BOL terms are usually based on the National Motor Freight Classification's uniform bill.</p>
`,
  }),
  blogPost({
    url: "pallet-standards-explained",
    date: "2025-02-27T15:00:00Z",
    name: "Pallet standards explained: GMA, block pallets and ISPM-15",
    subName: "Why the humble pallet decides how fast your freight moves.",
    author: authors.rafaelOrtiz,
    photoSubject: "Stack of 48 by 40 inch wooden pallets in a warehouse yard",
    tags: ["Pallets", "Packaging", "Basics"],
    metaKeywords: "pallet standards, GMA pallet, 48x40, block pallet, stringer pallet, ISPM-15, heat treated",
    metaDescription:
      "The pallets that keep North American freight moving: the 48x40 GMA standard, stringer vs. block pallets, grades and ISPM-15 rules for export.",
    body: `
<p>Almost every load that crosses our docks sits on a pallet, and most handling problems start with the wrong one. A pallet that is too weak, the wrong size or missing its export stamp can turn a routine cross-dock into a restack job.</p>
<h2>The 48x40 GMA pallet</h2>
<p>In North America the default is the 48-by-40-inch pallet defined by the Grocery Manufacturers Association. Racking, trailer widths and warehouse systems are built around it: two of them fit side by side in a 53-foot trailer, 26 on the floor when loaded straight.</p>
<h3>Stringer or block?</h3>
<ul>
<li><strong>Stringer pallets</strong> use three long boards (the stringers) under the deck. They are cheap and repairable, but forks enter fully only from the two short ends.</li>
<li><strong>Block pallets</strong> stand on nine blocks and allow true four-way entry. They are stronger and preferred in pooled systems and automated warehouses.</li>
</ul>
<h2>Grades</h2>
<p>Used pallets are sold by grade. A grade A pallet has no missing or repaired boards; grade B may have repairs or plugged stringers. For heavy or high-value loads, pay the difference for grade A: a deck board that fails in a trailer can damage the whole load.</p>
<table>
<thead><tr><th>Pallet</th><th>Typical dynamic load</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>GMA stringer, grade A</td><td>2,500-2,800 lb</td><td>Grocery, retail, general freight</td></tr>
<tr><td>Block, hardwood</td><td>3,000+ lb</td><td>Drums, machinery, pooled systems</td></tr>
<tr><td>Plastic, nestable</td><td>1,500-2,500 lb</td><td>Closed loops, cold chain</td></tr>
</tbody>
</table>
<h2>Export and ISPM-15</h2>
<p>Wood packaging that crosses a border must comply with the international phytosanitary standard ISPM-15: heat treated or fumigated and stamped with the IPPC mark. Customs can refuse or fumigate a container whose pallets carry no stamp, at your cost. Plastic and engineered-wood pallets are exempt.</p>
<blockquote>Check the stamp, not the invoice. A supplier's note that pallets are "export ready" means nothing if the mark is missing from the wood.</blockquote>
<p>The full standard is published by the <a href="https://www.ippc.int/en/core-activities/standards-setting/ispms/">International Plant Protection Convention</a>. If your freight arrives on unsuitable pallets, our hubs can re-palletize it during a rework order before it continues.</p>
`,
  }),
  blogPost({
    url: "detention-and-demurrage-explained",
    date: "2025-03-20T15:00:00Z",
    name: "Detention and demurrage: what they are and how to stop paying them",
    subName: "The two charges that quietly eat import margins, and a plan to avoid them.",
    author: authors.mayaChen,
    photoSubject: "Rows of ocean containers waiting at a port terminal",
    tags: ["Containers", "Costs", "Ports"],
    metaKeywords: "detention, demurrage, per diem, free time, container charges, port, drayage",
    metaDescription:
      "Detention and demurrage explained in plain language: who charges them, when the clock starts and practical steps to keep them off your invoices.",
    body: `
<p>Few lines on an import invoice cause as much frustration as <strong>demurrage</strong> and <strong>detention</strong>. They are easy to confuse and, during congestion, they can exceed the cost of the ocean freight itself.</p>
<h2>Two clocks, two places</h2>
<p><strong>Demurrage</strong> is charged while a loaded container stays <em>inside</em> the terminal beyond its free days. <strong>Detention</strong> (often called per diem) is charged while the container is <em>outside</em> the terminal, from the moment it leaves on a chassis until the empty is returned.</p>
<table>
<thead><tr><th></th><th>Demurrage</th><th>Detention / per diem</th></tr></thead>
<tbody>
<tr><td>Where the box is</td><td>In the terminal, loaded</td><td>Outside the terminal</td></tr>
<tr><td>Who charges</td><td>Ocean carrier or terminal</td><td>Ocean carrier</td></tr>
<tr><td>Typical free time</td><td>3-5 days</td><td>4-7 days</td></tr>
</tbody>
</table>
<p>Truckers also use "detention" for the time a driver waits beyond the free two hours at a shipper or receiver. That is a separate charge from the carrier, not the ocean line.</p>
<h2>Why the charges grow so fast</h2>
<p>Most lines charge in tiers: the daily rate rises after the first few days. A container that sits for two weeks because the warehouse has no appointment can easily collect more than a thousand dollars.</p>
<h2>How to keep them off your invoice</h2>
<ol>
<li><strong>Know your free time before the ship arrives.</strong> It is in your contract with the carrier, and it can often be negotiated.</li>
<li><strong>Pre-book the drayage</strong> and the receiving appointment as soon as the vessel's arrival is confirmed.</li>
<li><strong>Transload close to the port.</strong> Emptying the box at a nearby hub and returning it the same day stops the detention clock, even if the final receiver is not ready.</li>
<li><strong>Use short-term storage</strong> as a buffer instead of keeping freight in the container.</li>
<li><strong>Keep proof.</strong> Gate-out and gate-in times, photos and e-mails are your evidence if you dispute a charge.</li>
</ol>
<blockquote>A container is expensive storage. Pallet storage at a hub costs a fraction of a day of per diem.</blockquote>
<p>In the US, the Federal Maritime Commission's rule on unreasonable detention and demurrage practices sets out what carriers must show on their invoices; its <a href="https://www.fmc.gov/">website</a> explains how to dispute a charge.</p>
`,
  }),
  blogPost({
    url: "temperature-controlled-freight-basics",
    date: "2025-04-10T15:00:00Z",
    name: "Temperature-controlled freight: keeping the cold chain unbroken",
    subName: "What shippers, carriers and docks each have to do to keep product in range.",
    author: authors.hannahBrooks,
    photoSubject: "Reefer trailer backed into a refrigerated dock door",
    tags: ["Cold Chain", "Reefer", "Food Safety"],
    metaKeywords:
      "temperature-controlled freight, cold chain, reefer, pre-cooling, FSMA, sanitary transportation",
    metaDescription:
      "How to move chilled and frozen freight without temperature excursions: pre-cooling, setpoints, loading practice, dock time and records.",
    body: `
<p>A load of berries can lose days of shelf life in an hour on a warm dock. <strong>Temperature-controlled freight</strong> is less about the reefer unit than about every hand-off between the field and the shelf.</p>
<h2>The ranges we handle</h2>
<ul>
<li><strong>Controlled room</strong>, 55-75 °F: chocolate, some pharmaceuticals, wine.</li>
<li><strong>Chilled</strong>, 33-39 °F: produce, dairy, fresh meat.</li>
<li><strong>Frozen</strong>, -10 to 0 °F: ice cream, frozen vegetables.</li>
<li><strong>Deep frozen</strong>, below -10 °F: seafood and specialty products.</li>
</ul>
<h2>A reefer keeps cold, it does not make cold</h2>
<p>Reefer units are designed to hold temperature, not to pull it down. Product loaded warm will stay warm for hours. Always pre-cool the product to its setpoint and pre-cool the trailer before loading.</p>
<h3>Loading practice</h3>
<ul>
<li>Leave space at the rear doors and between the load and the walls so air can circulate.</li>
<li>Do not block the return air at the front of the trailer.</li>
<li>Choose continuous mode for fresh products; cycle mode saves fuel but lets temperature swing.</li>
</ul>
<h2>The dock is the weak link</h2>
<p>Most temperature excursions happen during transfers, not on the road. A cross-dock with sealed, refrigerated doors moves pallets from trailer to trailer in minutes. Without one, every pallet sits in ambient air.</p>
<blockquote>Measure pulp temperature at receiving, not just the trailer's display. The display tells you about the air; the probe tells you about the product.</blockquote>
<h2>Records</h2>
<p>In the US, the FDA's Sanitary Transportation rule under FSMA requires shippers and carriers to agree on temperature requirements and to be able to show that they were met. Keep reefer download data and receiving temperatures with the bill of lading. The <a href="https://www.fda.gov/food/food-safety-modernization-act-fsma/fsma-final-rule-sanitary-transportation-human-and-animal-food">FDA's rule summary</a> is a short, useful read.</p>
<p>Our Stockton and Denver hubs have refrigerated doors and reefer plug-ins, and every cold-chain pallet is probed on arrival and before dispatch.</p>
`,
  }),
  blogPost({
    url: "ftl-vs-ltl-how-to-choose",
    date: "2025-05-01T15:00:00Z",
    name: "FTL vs. LTL: how to choose the right mode for every shipment",
    subName: "Weight, volume, speed and risk decide the mode, not habit.",
    author: authors.samOkafor,
    photoSubject: "Full truckload of pallets next to a partially loaded LTL trailer",
    tags: ["FTL", "LTL", "Transport", "Costs"],
    metaKeywords: "FTL, LTL, full truckload, less than truckload, volume LTL, freight mode, consolidation",
    metaDescription:
      "When full truckload beats less-than-truckload and the other way round: break-even points, transit times, damage risk and the partial and volume options in between.",
    body: `
<p>Every shipment starts with the same question: does it get its own truck, or does it share one? <strong>Full truckload (FTL)</strong> and <strong>less-than-truckload (LTL)</strong> are priced, handled and timed very differently.</p>
<h2>How each mode works</h2>
<p>An FTL carrier sends one truck from your dock straight to the receiver. You pay for the whole trailer, whether you fill it or not. An LTL carrier picks up your pallets with others, sorts them through one or more terminals and delivers on a route. You pay for your share, based on weight, distance and freight class.</p>
<table>
<thead><tr><th></th><th>FTL</th><th>LTL</th></tr></thead>
<tbody>
<tr><td>Typical size</td><td>10 pallets up to 26 pallets or 45,000 lb</td><td>1 to 6 pallets</td></tr>
<tr><td>Pricing</td><td>Per mile or flat per load</td><td>Per hundredweight by class</td></tr>
<tr><td>Handling</td><td>Loaded once, unloaded once</td><td>Several terminal transfers</td></tr>
<tr><td>Transit</td><td>Direct, predictable</td><td>Longer, depends on network</td></tr>
</tbody>
</table>
<h2>The break-even point</h2>
<p>As a rule of thumb, above 10 to 12 pallets or about 15,000 pounds, FTL or volume LTL usually becomes cheaper than standard LTL. The exact point depends on the lane: a busy lane with many trucks looking for loads will cross over sooner.</p>
<h2>Beyond price</h2>
<ul>
<li><strong>Damage risk.</strong> Each terminal transfer is another forklift touch. Fragile or high-value freight often justifies FTL even when it does not fill the trailer.</li>
<li><strong>Delivery windows.</strong> Retailers with strict appointment windows favour direct FTL deliveries.</li>
<li><strong>Accessorials.</strong> LTL adds charges for liftgates, residential delivery and reclassification.</li>
</ul>
<h2>The option in between: consolidation</h2>
<p>If you ship several small orders to the same region, consolidating them into one truck at a hub combines FTL's handling and price with the flexibility of ordering small. Suppliers send LTL shipments a short distance to the hub; one full truck makes the long haul.</p>
<blockquote>Do not pick the mode per shipment in isolation. Look at a month of shipments by lane, and the consolidation opportunities become obvious.</blockquote>
<p>Freight classes for LTL are set by the <a href="https://www.nmfta.org/">National Motor Freight Traffic Association</a>, and knowing yours is the first step to comparing quotes fairly.</p>
`,
  }),
  blogPost({
    url: "dock-appointment-etiquette",
    date: "2025-05-22T15:00:00Z",
    name: "Dock appointment etiquette: ten habits that get trucks turned faster",
    subName: "Small courtesies from shippers, drivers and docks that save everyone hours.",
    author: authors.jordanEllis,
    photoSubject: "Truck driver checking in at a warehouse dock office window",
    tags: ["Dock Operations", "Drivers", "Appointments"],
    metaKeywords: "dock appointment, check-in, driver, receiving, detention, FCFS, warehouse",
    metaDescription:
      "Ten practical habits for shippers, drivers and warehouses that make dock appointments run on time and keep detention charges down.",
    body: `
<p>A dock appointment is a promise made by three parties: the shipper or broker who books it, the driver who keeps it and the warehouse that honours it. When any of them slips, trucks wait, detention grows and everyone's next appointment is at risk.</p>
<h2>For the people who book</h2>
<ol>
<li><strong>Book the real window.</strong> If the truck cannot make 8 AM, do not book 8 AM. A later slot that holds is worth more than an early slot that is missed.</li>
<li><strong>Send complete references.</strong> PO numbers, BOL number, pallet count and any temperature requirement belong in the booking, not in a phone call at the gate.</li>
<li><strong>Share the check-in code with the driver</strong> as soon as the appointment is confirmed.</li>
</ol>
<h2>For drivers</h2>
<ol start="4">
<li><strong>Call ahead if you will be late.</strong> Many docks can move you to a later slot if they know in time.</li>
<li><strong>Arrive 15 to 30 minutes early</strong> and have your paperwork ready at the window.</li>
<li><strong>Follow the yard rules:</strong> speed limits, hi-vis vest, chocks or wheel restraint and keys handed over when asked.</li>
<li><strong>Check the seal and the count</strong> before you sign, and write exceptions on the bill of lading.</li>
</ol>
<h2>For warehouses</h2>
<ol start="8">
<li><strong>Publish the rules.</strong> Hours, FCFS windows, lumper policy and parking should be easy to find online.</li>
<li><strong>Start the clock honestly.</strong> Record arrival and door times and share them when asked.</li>
<li><strong>Release the driver quickly.</strong> Signed paperwork should not wait for the supervisor to finish lunch.</li>
</ol>
<blockquote>The most expensive minute at a dock is the one nobody planned for. Communication costs nothing.</blockquote>
<h3>Appointment, FCFS or "not set"?</h3>
<p>A fixed <em>appointment</em> gives you a slot; <em>first come, first served</em> (FCFS) gives you a window and a queue. When a booking says "appointment not set", the receiver still has to confirm a time: do not dispatch the truck until it does.</p>
<p>At our hubs, drivers check in with the code from the booking, and the dock team sees the order before the truck reaches the door. Our <a href="https://www.osha.gov/warehousing">warehouse safety</a> rules follow OSHA guidance.</p>
`,
  }),
  blogPost({
    url: "dot-hours-of-service-for-shippers",
    date: "2025-06-12T15:00:00Z",
    name: "DOT hours of service: what shippers need to know",
    subName: "The driver's clock is your clock too. Here is how it works.",
    author: authors.samOkafor,
    photoSubject: "Electronic logging device mounted on a truck dashboard",
    tags: ["Regulations", "Drivers", "Transport"],
    metaKeywords: "hours of service, HOS, FMCSA, 11-hour rule, 14-hour rule, ELD, 30-minute break, detention",
    metaDescription:
      "A shipper's guide to FMCSA hours-of-service rules for truck drivers: the 11- and 14-hour limits, breaks, weekly limits and why dock delays cost more than time.",
    body: `
<p>Every property-carrying truck driver in the US works under the FMCSA's <strong>hours-of-service</strong> (HOS) rules, recorded on an electronic logging device. Shippers do not drive the truck, but the way they load and unload decides how much of the driver's day is left for driving.</p>
<h2>The core limits</h2>
<ul>
<li><strong>11-hour driving limit:</strong> a driver may drive up to 11 hours after 10 consecutive hours off duty.</li>
<li><strong>14-hour window:</strong> driving must end 14 hours after the driver comes on duty. Waiting at a dock does not stop this clock.</li>
<li><strong>30-minute break:</strong> required after 8 cumulative hours of driving; on-duty time without driving counts as a break.</li>
<li><strong>60/70-hour limit:</strong> no driving after 60 hours on duty in 7 days, or 70 hours in 8 days; a 34-hour restart resets it.</li>
</ul>
<h2>Why a slow dock is expensive</h2>
<p>Suppose a driver starts at 6 AM and waits four hours to be unloaded. The 14-hour window still ends at 8 PM, leaving about nine hours of driving, and the next load may be delivered a day late. Carriers know which docks do this, and they price it in or refuse the freight.</p>
<table>
<thead><tr><th>Hours waiting at the dock</th><th>Driving hours left in a 14-hour day*</th></tr></thead>
<tbody>
<tr><td>1</td><td>11</td></tr>
<tr><td>3</td><td>10</td></tr>
<tr><td>5</td><td>8</td></tr>
</tbody>
</table>
<p><em>*Assuming 30 minutes of pre-trip inspection and the 30-minute break taken on the road.</em></p>
<h2>What shippers can do</h2>
<ol>
<li>Have freight staged and paperwork ready before the appointment.</li>
<li>Offer drop-trailer programmes where possible: the driver swaps trailers instead of waiting.</li>
<li>Pay detention promptly and fairly; it keeps good carriers on your lanes.</li>
<li>Do not ask drivers to "make up time"; it is a request to break the law.</li>
</ol>
<blockquote>A shipper known for two-hour turns gets better rates and better carriers. Dock efficiency is a procurement strategy.</blockquote>
<p>The full rules, exceptions for short-haul and adverse driving conditions are on the <a href="https://www.fmcsa.dot.gov/regulations/hours-of-service">FMCSA hours-of-service page</a>.</p>
`,
  }),
  blogPost({
    url: "overweight-loads-and-axle-weights",
    date: "2025-07-03T15:00:00Z",
    name: "Overweight loads, axle weights and permits: a practical guide",
    subName: "Why a legal gross weight can still be an illegal load, and what to do at the scale.",
    author: authors.rafaelOrtiz,
    photoSubject: "Tractor-trailer on a certified truck scale",
    tags: ["Overweight", "Regulations", "Transport"],
    metaKeywords:
      "overweight load, axle weight, bridge formula, 80,000 lb, overweight permit, scale ticket, container weight",
    metaDescription:
      "Federal weight limits, axle groups and the bridge formula explained, plus what to do when a load scales overweight and when a permit is an option.",
    body: `
<p>On US interstates a standard five-axle tractor-trailer may weigh up to <strong>80,000 pounds gross</strong>. Many shippers stop reading there. But scales and enforcement officers check every axle group, and a load can be under 80,000 pounds and still be illegal.</p>
<h2>The federal limits</h2>
<table>
<thead><tr><th>Axle group</th><th>Federal limit</th></tr></thead>
<tbody>
<tr><td>Single axle</td><td>20,000 lb</td></tr>
<tr><td>Tandem axle</td><td>34,000 lb</td></tr>
<tr><td>Gross vehicle weight</td><td>80,000 lb</td></tr>
</tbody>
</table>
<p>The Federal Bridge Formula adds a further limit based on the number of axles and the distance between them, to protect bridges from concentrated loads. States may set different rules on non-interstate roads, and Canadian provinces use their own limits.</p>
<h2>How loads end up overweight</h2>
<ul>
<li><strong>Heavy freight loaded at one end.</strong> Forty thousand pounds of tile in the nose of the trailer overloads the drive axles.</li>
<li><strong>Containers packed abroad</strong> without regard to US axle rules. A 40-foot container can legally hold more weight than a US chassis can carry on the road.</li>
<li><strong>Misdeclared weights</strong> on the bill of lading, so the carrier planned with the wrong numbers.</li>
<li><strong>Tandems in the wrong position.</strong> Sliding the trailer tandems moves weight between axle groups.</li>
</ul>
<h2>What to do when the scale says no</h2>
<ol>
<li>Try to rebalance first: slide the tandems or adjust the fifth wheel if the gross weight is legal.</li>
<li>If that is not enough, the load must be rearranged or reduced. That needs a dock, a forklift and a scale.</li>
<li>Get a new certified scale ticket before the truck continues.</li>
</ol>
<blockquote>An overweight citation goes on the carrier's safety record, not only on the invoice. Good carriers remember shippers who cause them.</blockquote>
<h2>What about permits?</h2>
<p>States issue overweight permits for <em>non-divisible</em> loads: a single machine or beam that cannot be split. Ordinary palletized freight is divisible, so a permit is not an option; the load has to be made legal.</p>
<p>Our overweight help service rearranges or splits the load on a certified scale and hands the driver a new ticket. For the formula itself, see the <a href="https://ops.fhwa.dot.gov/freight/sw/brdgcalc/calc_page.htm">FHWA bridge formula calculator</a>.</p>
`,
  }),
  blogPost({
    url: "peak-season-planning-for-shippers",
    date: "2025-08-14T15:00:00Z",
    name: "Peak season planning: a twelve-week checklist for shippers",
    subName: "Capacity disappears in the fall. Here is how to still have trucks and dock doors.",
    author: authors.mayaChen,
    photoSubject: "Busy distribution center dock with every door occupied",
    tags: ["Peak Season", "Planning", "Costs"],
    metaKeywords:
      "peak season, freight capacity, holiday shipping, peak pricing, capacity planning, forecast",
    metaDescription:
      "A week-by-week plan for the freight peak from September to December: forecasting, carrier commitments, dock capacity, storage buffers and peak pricing.",
    body: `
<p>Every year from late August to mid-December, retail replenishment, holiday imports and harvest freight compete for the same trucks and dock doors. Rates rise, transit times stretch and appointments disappear. The shippers who cope best start planning about <strong>twelve weeks ahead</strong>.</p>
<h2>Twelve to nine weeks out: forecast</h2>
<ul>
<li>Turn sales forecasts into pallets per lane per week. Carriers and hubs plan in pallets and trucks, not in units.</li>
<li>Compare with last year's actuals and note where you ran short.</li>
<li>Share the forecast with your carriers and hubs. A forecast you keep to yourself does not reserve capacity.</li>
</ul>
<h2>Eight to six weeks out: commit capacity</h2>
<ul>
<li>Agree on weekly truck commitments for your main lanes.</li>
<li>Book recurring dock slots at cross-dock and transload hubs.</li>
<li>Arrange short-term storage as a buffer for early imports.</li>
</ul>
<h2>Five to two weeks out: prepare the operation</h2>
<ul>
<li>Stock up on pallets, stretch wrap and labels; suppliers run short too.</li>
<li>Confirm routing guides with retailers. Labels that were fine in June may be rejected in November.</li>
<li>Set up escalation contacts for every hub and carrier.</li>
</ul>
<h2>During the peak</h2>
<ol>
<li>Review the plan weekly against actuals and release capacity you will not use.</li>
<li>Ship early in the week; Thursday and Friday slots fill first.</li>
<li>Use off-peak slots where you can: many hubs price early morning and late evening lower.</li>
</ol>
<h3>How peak pricing works at our hubs</h3>
<table>
<thead><tr><th>Tier</th><th>When it applies</th><th>Price level</th></tr></thead>
<tbody>
<tr><td>Best</td><td>Off-peak days and slots</td><td>About 10% below regular</td></tr>
<tr><td>Regular</td><td>Normal demand</td><td>List price</td></tr>
<tr><td>Peak</td><td>High-demand days in season</td><td>About 20% above regular</td></tr>
</tbody>
</table>
<blockquote>The price you see when you book is the price you pay. Booking early in the week, and early in the season, is the cheapest capacity you can buy.</blockquote>
<p>For a broader view of the season, the <a href="https://www.census.gov/retail/index.html">US Census Bureau's retail data</a> shows how strongly sales, and therefore freight, cluster in the fourth quarter.</p>
`,
  }),
  blogPost({
    url: "freight-class-and-nmfc-codes",
    date: "2025-09-04T15:00:00Z",
    name: "Freight class and NMFC codes without the headache",
    subName: "Density, handling and liability decide what an LTL shipment costs.",
    author: authors.jordanEllis,
    photoSubject: "Dock worker measuring a pallet with a tape measure",
    tags: ["LTL", "Costs", "Documentation"],
    metaKeywords: "freight class, NMFC, density, LTL pricing, reclassification, cubic feet, hundredweight",
    metaDescription:
      "How freight classes work for LTL shipping, how to calculate density, and how to avoid reweigh and reclassification charges.",
    body: `
<p>LTL carriers price freight by weight, distance and <strong>freight class</strong>. There are eighteen classes, from 50 for dense, sturdy freight to 500 for light, bulky goods. The higher the class, the higher the rate per hundred pounds.</p>
<h2>Where the class comes from</h2>
<p>Classes are published in the National Motor Freight Classification (NMFC). Each commodity has an NMFC item number and a class, or a table of classes by density. The class reflects four characteristics:</p>
<ul>
<li><strong>Density</strong>: pounds per cubic foot.</li>
<li><strong>Stowability</strong>: can it be stacked and loaded with other freight?</li>
<li><strong>Handling</strong>: does it need special care?</li>
<li><strong>Liability</strong>: how likely is it to be damaged or stolen, and how valuable is it?</li>
</ul>
<h2>Calculating density</h2>
<ol>
<li>Measure the pallet's length, width and height in inches, including the pallet and any overhang.</li>
<li>Multiply them and divide by 1,728 to get cubic feet.</li>
<li>Divide the total weight in pounds by the cubic feet.</li>
</ol>
<p>Example: a 48x40x50-inch pallet weighing 800 lb is 55.6 cubic feet, so its density is 14.4 lb per cubic foot.</p>
<table>
<thead><tr><th>Density (lb/ft³)</th><th>Typical class</th></tr></thead>
<tbody>
<tr><td>30 or more</td><td>60</td></tr>
<tr><td>15 to 22.5</td><td>70</td></tr>
<tr><td>12 to 15</td><td>85</td></tr>
<tr><td>8 to 10</td><td>100</td></tr>
<tr><td>4 to 6</td><td>150</td></tr>
</tbody>
</table>
<p><em>Indicative values; the applicable NMFC item decides.</em></p>
<h2>Avoiding reclass and reweigh charges</h2>
<p>Carriers measure and weigh freight at their terminals with dimensioners and scales. If the numbers differ from the bill of lading, they re-rate the shipment and add a fee.</p>
<ul>
<li>Measure the finished pallet, not the cartons.</li>
<li>Keep pallets square and tight: overhang and leaning stacks add cubic feet.</li>
<li>Use the NMFC item, not a guess, on the bill of lading.</li>
</ul>
<blockquote>A well-built pallet is not only safer. It is often a lower freight class.</blockquote>
<p>The classification is maintained by the <a href="https://www.nmfta.org/">NMFTA</a>, which publishes the current rules and density tables.</p>
`,
  }),
  blogPost({
    url: "building-a-pallet-that-survives-the-trip",
    date: "2025-09-25T15:00:00Z",
    name: "Building a pallet that survives the trip",
    subName: "Most freight damage is decided on the shipper's dock, before the truck arrives.",
    author: authors.rafaelOrtiz,
    photoSubject: "Neatly stacked and stretch-wrapped pallet of cartons",
    tags: ["Pallets", "Packaging", "Damage Prevention"],
    metaKeywords:
      "pallet building, stacking pattern, stretch wrap, overhang, column stacking, freight damage",
    metaDescription:
      "How to build a stable pallet: choosing the pallet, stacking patterns, avoiding overhang, wrapping technique and labelling.",
    body: `
<p>When we restack a damaged load, the cause is usually visible in seconds: cartons hanging over the edge, a pyramid stack, film wrapped only around the top. Carriers get the blame, but most damage is built into the pallet.</p>
<h2>Start with the right pallet</h2>
<p>Use a sound 48x40 pallet rated for the weight. No missing boards, no protruding nails, and for exports an ISPM-15 stamp. Heavy freight belongs on a block or hardwood pallet.</p>
<h2>Stack for the freight</h2>
<ul>
<li><strong>Column stacking</strong> (cartons directly on top of each other) gives the most compression strength: the corners of the cartons carry the load.</li>
<li><strong>Interlocking</strong> (brick pattern) makes the stack more stable but weakens cartons by up to half. Use it for light, sturdy cartons.</li>
<li>Heaviest cartons at the bottom, flat top surface, no pyramid.</li>
</ul>
<h2>No overhang</h2>
<p>Cartons that hang over the pallet edge lose most of their strength and are the first thing a forklift touches. Keep the load within the pallet footprint; if the cartons do not fit, change the pattern or the pallet.</p>
<h2>Wrap it properly</h2>
<ol>
<li>Start at the bottom and twist the film into a rope around a pallet corner to lock the load to the pallet.</li>
<li>Wrap upwards with 50% overlap, with three or more revolutions at the bottom and two at the top.</li>
<li>Add corner boards and straps for tall or heavy loads.</li>
<li>Finish with a top sheet if the pallet may see rain or dust.</li>
</ol>
<blockquote>The test we use: push the top corner of the pallet firmly. If the load moves independently of the pallet, it will move in the trailer too.</blockquote>
<h2>Label for the handler</h2>
<p>Put shipping labels on two adjacent sides. Add "Do not double stack" where needed, but do not rely on it: design the pallet so it can survive a stack when possible.</p>
<p>The packaging standards of the <a href="https://ista.org/">International Safe Transit Association</a> describe how to test a packaged load before you ship it at scale. For loads that already arrived unstable, our restack service rebuilds them and documents the result with photos.</p>
`,
  }),
  blogPost({
    url: "drayage-explained",
    date: "2025-10-16T15:00:00Z",
    name: "Drayage explained: the short move that decides your import timeline",
    subName: "How containers get from the terminal to your warehouse, and where delays hide.",
    author: authors.samOkafor,
    photoSubject: "Container chassis leaving a port terminal gate",
    tags: ["Containers", "Ports", "Transport"],
    metaKeywords: "drayage, container, chassis, port terminal, pre-pull, TWIC, import logistics",
    metaDescription:
      "What drayage is, how a container move from port to warehouse works, the charges involved and how pre-pulls and transloading reduce delays.",
    body: `
<p><strong>Drayage</strong> is the short-distance move of a container between a port or rail terminal and a nearby warehouse or hub. It is rarely more than 50 miles, yet it is where many import timelines slip.</p>
<h2>How a drayage move works</h2>
<ol>
<li>The container is discharged from the vessel and becomes available once customs and the carrier release it.</li>
<li>The drayage carrier reserves a terminal appointment and a chassis.</li>
<li>A driver with port credentials picks up the container, passes the out-gate and delivers it.</li>
<li>After unloading, the driver returns the empty container to the terminal or a depot.</li>
</ol>
<h2>Where the delays come from</h2>
<ul>
<li><strong>Holds:</strong> customs exams, unpaid freight or missing documents keep the box in the terminal.</li>
<li><strong>Appointment shortages</strong> at busy terminals.</li>
<li><strong>Chassis shortages</strong>, especially at inland rail ramps.</li>
<li><strong>Warehouse appointments</strong> that do not match the day the box is available.</li>
</ul>
<h2>The charges to expect</h2>
<table>
<thead><tr><th>Charge</th><th>What it covers</th></tr></thead>
<tbody>
<tr><td>Linehaul</td><td>The move itself, usually flat per container</td></tr>
<tr><td>Fuel surcharge</td><td>Indexed to diesel prices</td></tr>
<tr><td>Chassis rental</td><td>Per day the chassis is used</td></tr>
<tr><td>Pre-pull</td><td>Pulling the box to a yard before the delivery date</td></tr>
<tr><td>Storage and waiting time</td><td>Yard days and driver time beyond the free allowance</td></tr>
</tbody>
</table>
<h2>Pre-pulls and transloading</h2>
<p>A <em>pre-pull</em> moves the container out of the terminal as soon as it is available, usually to a carrier's yard, to stop demurrage. It adds a charge, but it is cheaper than demurrage during congestion. Taking the box to a transload hub instead goes one step further: the contents go into a trailer, the empty goes back, and the detention clock stops too.</p>
<blockquote>Plan drayage from the vessel's arrival, not from the day you need the goods.</blockquote>
<p>Drivers entering US marine terminals need a Transportation Worker Identification Credential; the <a href="https://www.tsa.gov/for-industry/twic">TSA's TWIC page</a> explains the requirements. Our transport and transload services combine drayage and dock work at the San Bernardino, Stockton and Greenville hubs.</p>
`,
  }),
  blogPost({
    url: "save-on-ltl-with-consolidation",
    date: "2025-11-06T15:00:00Z",
    name: "How consolidation cuts LTL spend by a third",
    subName: "Turning many small shipments into a few full trucks, step by step.",
    author: authors.hannahBrooks,
    photoSubject: "Pallets from several suppliers grouped in a consolidation lane",
    tags: ["Consolidation", "LTL", "Costs"],
    metaKeywords: "freight consolidation, LTL savings, inbound consolidation, multi-stop, pool distribution",
    metaDescription:
      "How inbound and outbound freight consolidation works, a worked cost example, and the conditions under which it saves money.",
    body: `
<p>A company that receives pallets from a dozen suppliers every week usually pays a dozen LTL freight bills, books a dozen receiving appointments and handles a dozen sets of paperwork. <strong>Consolidation</strong> replaces most of that with one truck.</p>
<h2>How it works</h2>
<p>Suppliers in one region ship to a nearby consolidation hub instead of the final destination. The hub receives, checks and holds the freight until the agreed cut-off, then loads it onto one full truck. The receiver gets one appointment and one delivery.</p>
<h2>A worked example</h2>
<table>
<thead><tr><th></th><th>Direct LTL</th><th>Consolidated</th></tr></thead>
<tbody>
<tr><td>Shipments per week</td><td>10 x 2 pallets</td><td>10 short LTL moves + 1 FTL</td></tr>
<tr><td>Linehaul cost</td><td>10 x $620 = $6,200</td><td>10 x $140 + $2,300 = $3,700</td></tr>
<tr><td>Hub handling</td><td>-</td><td>20 pallets x $26 = $520</td></tr>
<tr><td>Total per week</td><td>$6,200</td><td>$4,220</td></tr>
</tbody>
</table>
<p>In this example, consolidation saves about 32%, and it also reduces handling damage, because each pallet passes through one hub instead of two or three LTL terminals.</p>
<h2>When it works best</h2>
<ul>
<li>Several suppliers or customers in the same region.</li>
<li>Regular volume: weekly or more often.</li>
<li>A little flexibility in timing: freight may wait a day at the hub for the truck to fill.</li>
<li>A long linehaul after the hub, where the FTL savings are largest.</li>
</ul>
<h2>When it does not</h2>
<p>Urgent, one-off shipments and very short distances rarely benefit. If every order has to arrive the next day, the waiting time at the hub costs more than it saves.</p>
<blockquote>Consolidation is a schedule, not a service you buy once. Agree on the cut-off day with your suppliers and the savings follow.</blockquote>
<h3>Getting started</h3>
<ol>
<li>Map a month of inbound shipments by origin region and weight.</li>
<li>Pick the region with the most small shipments.</li>
<li>Agree on a weekly cut-off with those suppliers and book the outbound truck.</li>
</ol>
<p>For background on how shippers measure transport costs, the <a href="https://www.bts.gov/">Bureau of Transportation Statistics</a> publishes freight indicators you can benchmark against.</p>
`,
  }),
  blogPost({
    url: "accessorial-charges-decoded",
    date: "2025-12-04T15:00:00Z",
    name: "Accessorial charges decoded: the fees behind the freight rate",
    subName: "Liftgates, detention, after-hours and the other lines that surprise shippers.",
    author: authors.jordanEllis,
    photoSubject: "Freight invoice with accessorial charges highlighted",
    tags: ["Costs", "Invoicing", "LTL"],
    metaKeywords:
      "accessorial charges, liftgate, detention, after-hours fee, redelivery, inside delivery, call fee",
    metaDescription:
      "The most common accessorial charges in trucking and warehousing, what triggers them and how to avoid paying for services you did not need.",
    body: `
<p>The rate you are quoted covers moving freight from dock to dock during normal hours. Anything beyond that is an <strong>accessorial</strong>: an extra service with its own charge. On some lanes accessorials add 15% or more to the freight bill.</p>
<h2>The common ones</h2>
<table>
<thead><tr><th>Charge</th><th>Triggered by</th><th>How to avoid it</th></tr></thead>
<tbody>
<tr><td>Liftgate</td><td>No dock at pick-up or delivery</td><td>Confirm the receiver has a dock</td></tr>
<tr><td>Detention</td><td>Driver waiting beyond free time</td><td>Have freight ready; keep appointments</td></tr>
<tr><td>Redelivery</td><td>Receiver closed or refused freight</td><td>Correct address, hours and PO numbers</td></tr>
<tr><td>Inside delivery</td><td>Freight moved beyond the dock door</td><td>Book it only when needed</td></tr>
<tr><td>Reweigh / reclass</td><td>Wrong weight or class on the BOL</td><td>Measure and weigh the finished pallet</td></tr>
<tr><td>After-hours</td><td>Work outside the hub's business hours</td><td>Book inside regular hours</td></tr>
</tbody>
</table>
<h2>Hub fees at our locations</h2>
<p>Our quotes show the fee type next to the price before you book, so it never appears for the first time on the invoice:</p>
<ul>
<li><strong>Business hours fee:</strong> nothing extra; the slot is within the hub's regular hours.</li>
<li><strong>After hours fee:</strong> a flat fee for slots outside regular hours, when the hub offers after-hours service.</li>
<li><strong>Call fee:</strong> for hubs that call in a crew on request, the first hour plus two hours at the second-hour rate.</li>
</ul>
<h2>Reading the invoice</h2>
<p>Check every accessorial against the evidence: the driver's in and out times for detention, the delivery receipt for redelivery, the carrier's inspection certificate for a reclass. Carriers must be able to support the charge, and most will remove charges they cannot.</p>
<blockquote>Accessorials are not penalties. They pay for real work. The goal is to stop buying work you did not need.</blockquote>
<h3>Three habits that cut accessorials</h3>
<ol>
<li>Send complete shipment details with the booking: dock or no dock, appointment needed, hours.</li>
<li>Review accessorials monthly by lane and receiver; a few receivers usually cause most of them.</li>
<li>Fix the root cause with the receiver instead of paying the same charge every week.</li>
</ol>
<p>The <a href="https://www.nmfta.org/">NMFTA</a> and most carriers publish their rules tariffs online, where every accessorial and its conditions are defined.</p>
`,
  }),
  blogPost({
    url: "cargo-securement-on-flatbeds",
    date: "2026-01-08T15:00:00Z",
    name: "Cargo securement on flatbeds: the working load limit rule",
    subName: "How many straps a load really needs, according to the FMCSA.",
    author: authors.rafaelOrtiz,
    photoSubject: "Steel coils strapped down on a flatbed trailer",
    tags: ["Load Securement", "Flatbed", "Regulations"],
    metaKeywords: "cargo securement, working load limit, tie-downs, flatbed, FMCSA 393, ratchet strap",
    metaDescription:
      "The FMCSA cargo securement rules for open-deck loads: aggregate working load limit, minimum number of tie-downs, blocking and inspection.",
    body: `
<p>Freight on a flatbed has nothing around it but straps and chains. The FMCSA's cargo securement rules (49 CFR 393 subpart I) set the minimum that a load must have. Shippers who load flatbeds should know them as well as drivers do.</p>
<h2>The forces to resist</h2>
<p>The rules require securement strong enough to withstand:</p>
<ul>
<li>0.8 g deceleration forward (hard braking);</li>
<li>0.5 g acceleration backward;</li>
<li>0.5 g sideways (cornering);</li>
<li>0.2 g upward, unless the load is fully contained.</li>
</ul>
<h2>Rule one: aggregate working load limit</h2>
<p>The working load limits (WLL) of all tie-downs together must be at least <strong>half the weight of the cargo</strong>. A 20,000 lb machine needs an aggregate WLL of 10,000 lb. Only the WLL marked on the strap counts; an unmarked strap is rated low by default.</p>
<h2>Rule two: minimum number of tie-downs</h2>
<table>
<thead><tr><th>Article length and weight</th><th>Minimum tie-downs</th></tr></thead>
<tbody>
<tr><td>5 ft or less and 1,100 lb or less</td><td>1</td></tr>
<tr><td>5 ft or less and over 1,100 lb</td><td>2</td></tr>
<tr><td>Over 5 ft up to 10 ft</td><td>2</td></tr>
<tr><td>Over 10 ft</td><td>2, plus 1 for each further 10 ft or part of it</td></tr>
</tbody>
</table>
<p>These minimums apply when the article is not blocked against forward movement. Both rules must be met: enough straps <em>and</em> enough combined strength.</p>
<h2>Blocking, friction and inspection</h2>
<ul>
<li>Headboards, blocks and chocks keep heavy articles from sliding forward.</li>
<li>Anti-slip mats increase friction and reduce the force the straps must carry.</li>
<li>Edge protectors stop straps from being cut by sharp corners.</li>
<li>Drivers must re-check securement within the first 50 miles and at every duty change or every 3 hours or 150 miles.</li>
</ul>
<blockquote>If you are unsure whether a load is secured, it is not. Add another strap; it costs less than the load.</blockquote>
<p>The FMCSA's <a href="https://www.fmcsa.dot.gov/regulations/cargo-securement/drivers-handbook-cargo-securement">Driver's Handbook on Cargo Securement</a> has illustrated examples for machinery, coils, lumber and more. Ratchet straps, edge protectors and anti-slip mats are available in our shop.</p>
`,
  }),
  blogPost({
    url: "choosing-the-right-trailer",
    date: "2026-01-29T15:00:00Z",
    name: "Dry van, reefer, flatbed or container: choosing the right trailer",
    subName: "Match the equipment to the freight and the docks it will meet.",
    author: authors.samOkafor,
    photoSubject: "Dry van, reefer and flatbed trailers parked side by side in a yard",
    tags: ["Equipment", "Transport", "Basics"],
    metaKeywords: "trailer types, dry van, reefer, flatbed, step deck, container chassis, 53-foot trailer",
    metaDescription:
      "A comparison of the common trailer types in North American freight, their dimensions, capacities and the freight each one suits.",
    body: `
<p>Booking the wrong equipment is one of the most common reasons a load is refused at the dock. The freight has to fit, stay at the right temperature and be loadable with the equipment available at both ends.</p>
<h2>The main types</h2>
<table>
<thead><tr><th>Trailer</th><th>Inside length</th><th>Typical payload</th><th>Best for</th></tr></thead>
<tbody>
<tr><td>53' dry van</td><td>about 52.5 ft</td><td>42,000-45,000 lb</td><td>Palletized general freight, 26 pallets</td></tr>
<tr><td>53' reefer</td><td>about 51.5 ft</td><td>40,000-43,000 lb</td><td>Chilled and frozen products</td></tr>
<tr><td>48' flatbed</td><td>48 ft deck</td><td>45,000-48,000 lb</td><td>Machinery, steel, lumber</td></tr>
<tr><td>Step deck</td><td>48-53 ft, lower rear deck</td><td>43,000-46,000 lb</td><td>Tall freight up to 10 ft</td></tr>
<tr><td>40' container on chassis</td><td>about 39.5 ft</td><td>up to about 44,000 lb on the road</td><td>Import and export freight</td></tr>
</tbody>
</table>
<p><em>Payloads depend on the tractor and local weight rules.</em></p>
<h2>Questions to ask before booking</h2>
<ol>
<li><strong>Does it need temperature control?</strong> Even in winter, some freight must not freeze; a reefer can also heat.</li>
<li><strong>How is it loaded?</strong> Dock doors need a van or reefer at dock height. Side or crane loading needs an open deck.</li>
<li><strong>How tall is it?</strong> Freight over 8.5 ft inside height usually needs a step deck.</li>
<li><strong>Is it in a container already?</strong> Consider transloading into a 53' van before a long inland move.</li>
</ol>
<h2>Conestoga and other hybrids</h2>
<p>A Conestoga trailer is a flatbed with a rolling tarp system. It can be loaded from the side or top like a flatbed but protects the freight like a van. It costs more, but saves tarping time and protects sensitive machinery.</p>
<blockquote>Give carriers the freight's dimensions, weight and loading method, not only the trailer type. Good dispatchers will catch a mismatch before the truck arrives.</blockquote>
<p>Our booking form asks for the trailer type so the hub can assign the right door and equipment. The <a href="https://ops.fhwa.dot.gov/freight/sw/index.htm">FHWA size and weight pages</a> list the legal dimensions by state.</p>
`,
  }),
  blogPost({
    url: "seal-integrity-and-cargo-theft",
    date: "2026-02-19T15:00:00Z",
    name: "Seal integrity and cargo theft: simple controls that work",
    subName: "The small plastic or bolt seal is the cheapest security you will ever buy.",
    author: authors.hannahBrooks,
    photoSubject: "Bolt seal on the door of a trailer",
    tags: ["Security", "Documentation", "Dock Operations"],
    metaKeywords: "cargo theft, trailer seal, bolt seal, ISO 17712, seal verification, fictitious pickup",
    metaDescription:
      "How trailer and container seals protect freight, how to check them properly, and the warning signs of cargo theft and fictitious pick-ups.",
    body: `
<p>Cargo theft in North America has grown sharply in recent years, and much of it no longer involves breaking a lock. Thieves pose as legitimate carriers, pick up loads with fake paperwork or steal pallets during long waits in unsecured yards. A few disciplined controls stop most of it.</p>
<h2>The seal is evidence</h2>
<p>A seal does not stop a determined thief; it shows whether the doors have been opened. High-security bolt seals meeting ISO 17712 are standard for containers and high-value loads. Every seal has a unique number that must appear on the bill of lading.</p>
<h3>Checking a seal properly</h3>
<ol>
<li>Read the number on the seal and compare it with the number on the BOL, digit by digit.</li>
<li>Pull and twist the seal: it should not move or separate.</li>
<li>Look at the door hardware: fresh scratches, loose rivets or new bolts are warning signs.</li>
<li>Photograph the seal before cutting it, and keep the cut seal with the paperwork.</li>
</ol>
<h2>Fictitious pick-ups</h2>
<p>The fastest-growing type of theft is the fictitious pick-up: someone books or intercepts a load using the identity of a real carrier. Warning signs include:</p>
<ul>
<li>a driver whose truck markings or DOT number do not match the booked carrier;</li>
<li>last-minute changes to the pick-up driver or truck;</li>
<li>contact details that differ from the carrier's registered ones.</li>
</ul>
<h2>Controls at the dock</h2>
<ul>
<li>Release freight only against a check-in code or pick-up number issued at booking.</li>
<li>Record truck and trailer numbers and the driver's licence at check-in.</li>
<li>Keep loaded trailers in fenced, camera-monitored yards, and never leave them unattended over weekends without a king-pin lock.</li>
</ul>
<blockquote>Trust the process, not the story. The driver who is in a hurry and lost the paperwork is exactly who the process is for.</blockquote>
<p>All our hubs release freight only against the booking's check-in code, and most are covered by CCTV. The <a href="https://www.fbi.gov/investigate/violent-crime/cargo-theft">FBI's cargo theft page</a> explains how to report an incident.</p>
`,
  }),
  blogPost({
    url: "shipping-freight-into-canada",
    date: "2026-03-12T15:00:00Z",
    name: "Shipping freight into Canada: a checklist for US shippers",
    subName: "Customs documents, brokers, bonded moves and the rules that catch people out.",
    author: authors.mayaChen,
    photoSubject: "Truck crossing the Canadian border at a customs booth",
    tags: ["Cross-Border", "Customs", "Canada"],
    metaKeywords: "cross-border shipping, Canada customs, CBSA, customs broker, CUSMA, bonded freight, PARS",
    metaDescription:
      "What US shippers need to send freight by truck into Canada: documents, customs brokers, CUSMA origin rules, pre-arrival processing and bonded moves.",
    body: `
<p>Canada is the largest export market for US goods, and most of that freight crosses the border by truck. The crossing itself is usually quick, but only when the paperwork reached the right people before the truck did.</p>
<h2>The documents</h2>
<ul>
<li><strong>Commercial invoice</strong> or Canada Customs Invoice, with values, quantities and tariff classification.</li>
<li><strong>Bill of lading</strong> matching the invoice.</li>
<li><strong>Proof of origin</strong> if you claim duty-free treatment under CUSMA.</li>
<li><strong>Permits</strong> for regulated goods, such as food, plants, some chemicals and firearms.</li>
</ul>
<h2>Use a customs broker</h2>
<p>Most importers in Canada use a licensed customs broker, who submits the release request and accounts for duties and taxes. Agree in advance who the importer of record is and who pays duties and GST; surprises here delay freight at the border.</p>
<h2>Pre-arrival processing</h2>
<p>With PARS (Pre-Arrival Review System), the broker submits the release documents before the truck arrives. The carrier's advance commercial information is linked to the PARS number, and the border officer can release the load at the booth. Without PARS, the truck waits while the paperwork is processed.</p>
<table>
<thead><tr><th>Step</th><th>Who</th><th>When</th></tr></thead>
<tbody>
<tr><td>Send invoice and BOL to broker</td><td>Shipper</td><td>At pick-up</td></tr>
<tr><td>Submit PARS</td><td>Broker</td><td>Before arrival</td></tr>
<tr><td>Send advance carrier data</td><td>Carrier</td><td>At least 1 hour before arrival</td></tr>
<tr><td>Release at the border</td><td>CBSA</td><td>At arrival</td></tr>
</tbody>
</table>
<h2>In-bond moves and sufferance warehouses</h2>
<p>Freight that is not released at the border can move in bond to an inland sufferance or bonded warehouse, where it is released later. This helps when documents are incomplete or freight for several consignees travels together.</p>
<blockquote>Most border delays are document delays. Send everything to the broker the moment the truck is loaded.</blockquote>
<p>Our Markham hub near Toronto has a bonded area and a broker on site, so mixed cross-border loads can clear, be consolidated and continue to GTA receivers in one stop. See the <a href="https://www.cbsa-asfc.gc.ca/import/menu-eng.html">CBSA's import guide</a> for the official requirements.</p>
`,
  }),
  blogPost({
    url: "how-to-file-a-freight-claim",
    date: "2026-04-02T15:00:00Z",
    name: "How to file a freight claim that gets paid",
    subName: "Evidence, deadlines and the Carmack Amendment in plain language.",
    author: authors.jordanEllis,
    photoSubject: "Damaged carton being photographed on a receiving dock",
    tags: ["Claims", "Documentation", "Damage Prevention"],
    metaKeywords:
      "freight claim, Carmack Amendment, cargo damage, shortage, concealed damage, claim deadline",
    metaDescription:
      "A step-by-step guide to freight loss and damage claims in the US: notation on the delivery receipt, evidence, deadlines and the carrier's liability.",
    body: `
<p>Damaged or missing freight is frustrating; a rejected claim is worse. For interstate truck shipments in the US, the Carmack Amendment makes carriers liable for loss and damage, with some exceptions and limits. Whether you are paid depends largely on what you do in the first hours after delivery.</p>
<h2>At delivery</h2>
<ol>
<li>Count every handling unit and compare with the bill of lading.</li>
<li>Inspect for visible damage before the driver leaves.</li>
<li>Write exact exceptions on the delivery receipt: "pallet 3 crushed, 4 cartons wet".</li>
<li>Photograph the freight, the trailer interior and the seal.</li>
</ol>
<p>A clean delivery receipt is the most common reason claims fail. "Subject to inspection" is not a useful notation; describe what you see.</p>
<h2>Concealed damage</h2>
<p>Damage found after unpacking should be reported to the carrier immediately, usually within five days. Keep the packaging and the goods for inspection.</p>
<h2>Filing the claim</h2>
<p>Claims must be filed in writing within nine months of delivery, or of the date delivery should have taken place. Include:</p>
<ul>
<li>the bill of lading and the delivery receipt with exceptions;</li>
<li>photos and, if available, the inspection report;</li>
<li>the commercial invoice proving the value;</li>
<li>repair estimates or salvage offers for damaged goods;</li>
<li>a specific amount claimed.</li>
</ul>
<h2>Liability limits</h2>
<p>Many LTL tariffs limit liability per pound, depending on the freight class or whether the goods are new or used. If the value of your freight exceeds the limit, declare value or buy cargo insurance before shipping.</p>
<table>
<thead><tr><th>Deadline</th><th>What</th></tr></thead>
<tbody>
<tr><td>At delivery</td><td>Exceptions on the delivery receipt</td></tr>
<tr><td>About 5 days</td><td>Report concealed damage</td></tr>
<tr><td>9 months</td><td>File the written claim</td></tr>
<tr><td>30 days</td><td>Carrier acknowledges the claim</td></tr>
<tr><td>120 days</td><td>Carrier pays, declines or makes an offer</td></tr>
</tbody>
</table>
<blockquote>Evidence gathered at the dock is worth more than any argument made later.</blockquote>
<p>The rules on claim processing are in 49 CFR Part 370, available from the <a href="https://www.ecfr.gov/current/title-49/subtitle-B/chapter-III/subchapter-B/part-370">Electronic Code of Federal Regulations</a>. Our hubs photograph freight on receipt and at dispatch, so you always have a record of the condition at each hand-off.</p>
`,
  }),
  blogPost({
    url: "short-term-storage-as-a-buffer",
    date: "2026-05-07T15:00:00Z",
    name: "Short-term storage as a buffer: when a few days on the floor saves money",
    subName: "Storage is not only for inventory. It is a shock absorber for your supply chain.",
    author: authors.hannahBrooks,
    photoSubject: "Pallets stored in racking at a cross-dock hub",
    tags: ["Storage", "Warehousing", "Costs"],
    metaKeywords:
      "short-term storage, pallet storage, buffer stock, missed appointment, overflow storage, per diem",
    metaDescription:
      "How short-term pallet storage at a hub absorbs missed appointments, early arrivals and container free-time limits, and how to calculate whether it pays.",
    body: `
<p>When people think of warehousing, they picture months of inventory on racks. But some of the most valuable storage is measured in days: a place to put freight when the rest of the chain is not ready for it.</p>
<h2>Situations where a buffer pays</h2>
<ul>
<li><strong>Early arrivals.</strong> An import arrives a week before the retailer's delivery window opens.</li>
<li><strong>Missed or refused appointments.</strong> The receiver cannot take the load today, and the truck has to go.</li>
<li><strong>Container free time running out.</strong> Unloading into storage stops detention charges.</li>
<li><strong>Purchase orders not yet released.</strong> Freight is ready, paperwork is not.</li>
<li><strong>Peak overflow</strong> when your own warehouse is full.</li>
</ul>
<h2>Doing the maths</h2>
<table>
<thead><tr><th>Option for 20 pallets, 6 days</th><th>Approximate cost</th></tr></thead>
<tbody>
<tr><td>Keep in the container (detention at $150/day after free time)</td><td>$900</td></tr>
<tr><td>Keep the truck waiting (driver and equipment)</td><td>$1,500 or more</td></tr>
<tr><td>Store at a hub (20 pallets x 6 days x $0.95 plus handling)</td><td>about $114 + handling</td></tr>
</tbody>
</table>
<p>Storage almost always wins on cost. The question is whether the extra handling is justified, and for most palletized freight it is.</p>
<h2>What to look for in short-term storage</h2>
<ol>
<li>Pricing per pallet per day, with no long minimum term.</li>
<li>Inventory you can see online, by order and pallet.</li>
<li>Release on short notice, ideally within one business day.</li>
<li>Camera-monitored, insured facilities.</li>
<li>Location close to the port, the rail ramp or your customers.</li>
</ol>
<blockquote>A day of storage is cheap insurance against a bad day somewhere else in the chain.</blockquote>
<h3>Combining storage with other services</h3>
<p>Storage works well with cross-docking and transloading at the same hub: freight can be unloaded, stored for a few days and then shipped out with no extra transport. Our storage service is billed per pallet per day at all seven hubs.</p>
<p>For a wider picture of warehouse capacity and costs in North America, the <a href="https://www.bls.gov/iag/tgs/iag493.htm">Bureau of Labor Statistics warehousing overview</a> is a helpful starting point.</p>
`,
  }),
  blogPost({
    url: "what-happens-during-a-restack",
    date: "2026-06-04T15:00:00Z",
    name: "What happens during a restack, and how to avoid needing one",
    subName: "A look inside the hub when a load arrives leaning, crushed or refused.",
    author: authors.rafaelOrtiz,
    photoSubject: "Dock workers rebuilding a leaning pallet of cartons",
    tags: ["Restack", "Damage Prevention", "Dock Operations"],
    metaKeywords: "restack, pallet rebuild, damaged freight, refused load, rework, freight claims",
    metaDescription:
      "Step by step through a restack at a freight hub: inspection, photos, rebuilding, re-wrapping and relabelling, plus how to prevent it.",
    body: `
<p>Every week our hubs receive trailers where the load has shifted: pallets leaning against the wall, cartons crushed at the bottom, a stack that a receiver refused to accept. A <strong>restack</strong> rebuilds that freight so it can continue its trip the same day.</p>
<h2>Step by step</h2>
<ol>
<li><strong>Inspection and photos.</strong> Before anyone touches the freight, we photograph the trailer, each pallet and the damage. These photos support any claim.</li>
<li><strong>Unload with care.</strong> Unstable pallets are taken down by hand or with a clamp truck, not forced onto forks.</li>
<li><strong>Sort.</strong> Undamaged cartons are separated from damaged ones. Damaged cartons are repacked or set aside for inspection, with the customer's approval.</li>
<li><strong>Rebuild.</strong> Cartons go onto sound pallets in a column pattern, within the pallet footprint.</li>
<li><strong>Wrap and secure.</strong> Stretch wrap locked to the pallet, corner boards and straps where needed.</li>
<li><strong>Relabel and document.</strong> New labels where old ones were damaged, final photos and an updated pallet count.</li>
</ol>
<h2>What it costs</h2>
<p>A restack is priced per pallet, with extra materials such as replacement pallets, corner boards or labels listed separately. A typical ten-pallet restack takes a two-person crew about an hour.</p>
<h2>Why loads need restacking</h2>
<ul>
<li>Overhang: cartons hanging over the pallet edge collapse under load.</li>
<li>Wrapping only the top of the pallet, so the load slides off its base.</li>
<li>Light cartons under heavy ones.</li>
<li>No load bars or airbags in a partly empty trailer.</li>
</ul>
<blockquote>Every restack we do is also a lesson. We send the customer the photos and a short note on what caused the shift, so the next load arrives in one piece.</blockquote>
<h3>Preventing the next one</h3>
<p>Most causes are fixed at the shipper's dock: a better stacking pattern, proper wrapping and load bars cost less than a single restack. Our article on building a pallet that survives the trip goes into detail, and the <a href="https://ista.org/">ISTA</a> publishes test procedures for packaged freight.</p>
`,
  }),
];
