/** Colour of a rating as the scales and pickers show it: 9–10 red, 7–8 orange, 4–6 gold, 1–3 green. */
export const ratingColor = (rating: number) =>
  rating >= 9 ? 'red' : rating >= 7 ? 'orange' : rating >= 4 ? 'gold' : 'green';
